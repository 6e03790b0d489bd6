import { PROGRAM_HOMEOWNER_APP_BRANDING } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BRAND_PROFILE,
  brandingCompany,
  sendBrandProfile,
  uploadedLogo,
} from '../../../test/brand-profile';
import { buildTestApp } from '../../../test/helper';
import {
  createHome,
  createHomeDevice,
  createHousehold,
  createServiceRequest,
} from '../../../test/homeowners';
import { createCompany, member } from '../../../test/partners';

// GET brandingTile (spec 000 §3): the home page's tile in the viewer's shape.

const { app, db } = await buildTestApp();

const tileUrl = (companyId: string) => `/api/v1/proAccounts/${companyId}/brandingTile`;

/** A homeowner's home with one device per answer the household gave the company's branding. */
async function homeWithBranding(
  partnerAccountId: string,
  answers: ('ACCEPTED' | 'PENDING' | 'REJECTED')[],
  serviceType:
    | 'BrandingPartnerDeviceService'
    | 'ProAlertsPartnerDeviceService' = 'BrandingPartnerDeviceService',
) {
  const home = await createHome(db, await createHousehold(db));
  for (const answer of answers) {
    const device = await createHomeDevice(db, home, { partnerAccountId });
    await createServiceRequest(db, device, partnerAccountId, serviceType, answer);
  }
}

describe('GET brandingTile', () => {
  it('before the profile: the company with no brand profile and its enrollments', async () => {
    const { company } = await brandingCompany(app, db);
    const technician = await member(app, db, company, ['TECHNICIAN']);
    const answer = await app.inject({ url: tileUrl(company.id), headers: technician.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      partnerUsers: [
        {
          partnerAccount: {
            id: company.id,
            name: company.name,
            partnerBrandProfile: null,
            partnerProgramEnrollments: [
              {
                partnerProgram: { name: PROGRAM_HOMEOWNER_APP_BRANDING },
                subscriptionStatus: 'ACTIVE',
                purchaseDate: expect.any(String),
              },
            ],
          },
        },
      ],
    });
  });

  it('after: the brand, ACTIVE, and the homes carrying it (an accepted branding on a device, each home once)', async () => {
    const { company, owner } = await brandingCompany(app, db);
    const logo = await uploadedLogo(app, owner.headers);
    await sendBrandProfile(app, 'POST', company.id, owner.headers, {
      ...BRAND_PROFILE,
      logo: logo.url,
    });
    await homeWithBranding(company.id, ['ACCEPTED', 'ACCEPTED']);
    await homeWithBranding(company.id, ['ACCEPTED', 'PENDING']);
    // Not carrying the brand: only asked, declined, or another service accepted.
    await homeWithBranding(company.id, ['PENDING']);
    await homeWithBranding(company.id, ['REJECTED']);
    await homeWithBranding(company.id, ['ACCEPTED'], 'ProAlertsPartnerDeviceService');
    // Another company's brand accepted.
    const other = await createCompany(db);
    await homeWithBranding(other.id, ['ACCEPTED']);

    const answer = await app.inject({ url: tileUrl(company.id), headers: owner.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().partnerUsers[0].partnerAccount.partnerBrandProfile).toEqual({
      status: 'ACTIVE',
      logo: logo.url,
      customerServiceNumber: '+15035550123',
      businessEmail: BRAND_PROFILE.businessEmail,
      websiteUrl: BRAND_PROFILE.websiteUrl,
      brandedHomesCount: 2,
    });
  });

  it('shows the brand INACTIVE once the enrollment lapses', async () => {
    const { company, owner } = await brandingCompany(app, db);
    await sendBrandProfile(app, 'POST', company.id, owner.headers, BRAND_PROFILE);
    await db
      .update(schema.partnerProgramEnrollments)
      .set({ subscriptionStatus: 'CANCELLED' })
      .where(eq(schema.partnerProgramEnrollments.partnerAccountId, company.id));
    const answer = await app.inject({ url: tileUrl(company.id), headers: owner.headers });
    const { partnerAccount } = answer.json().partnerUsers[0];
    expect(partnerAccount.partnerBrandProfile).toMatchObject({ status: 'INACTIVE' });
    expect(partnerAccount.partnerProgramEnrollments).toMatchObject([
      { subscriptionStatus: 'CANCELLED' },
    ]);
  });
});
