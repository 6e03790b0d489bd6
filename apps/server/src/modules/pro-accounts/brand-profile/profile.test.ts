import { NOT_CREATED_ID } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BRAND_PROFILE,
  brandingCompany,
  brandProfileUrl,
  sendBrandProfile,
  storedBrandProfiles,
  uploadedLogo,
} from '../../../test/brand-profile';
import { buildTestApp, expectError } from '../../../test/helper';
import { createHomeDevice, createPartnerHome } from '../../../test/homeowners';
import { productGroupsOf } from '../../../test/pro-alerts';

const { app, db } = await buildTestApp();

type Headers = { authorization: string };
const get = (companyId: string, headers: Headers) =>
  app.inject({ url: brandProfileUrl(companyId), headers });

const [thermostats, water] = await productGroupsOf(db, 'HomeownerAppBranding');
if (!thermostats || !water) throw new Error('no Homeowner App Branding product groups');

/** A subscriber with homes: a thermostat, a leak detector, a camera, and one with nothing. */
async function subscriberWithHomes() {
  const subscriber = await brandingCompany(app, db);
  const partnerAccountId = subscriber.company.id;
  for (const skus of [['ATH6320WF2003'], ['AWLD2001'], ['ACAM2001'], []]) {
    const home = await createPartnerHome(db, partnerAccountId);
    for (const sku of skus) {
      await createHomeDevice(db, null, { partnerAccountId, locationId: home.id, sku });
    }
  }
  // Another company's home counts for that company only.
  const other = await brandingCompany(app, db);
  const home = await createPartnerHome(db, other.company.id);
  await createHomeDevice(db, null, { partnerAccountId: other.company.id, locationId: home.id });
  return subscriber;
}

describe('GET brandProfile', () => {
  it('answers the all-zeros id, INACTIVE and empty fields before the company creates one, with the company name and every home with a branding device', async () => {
    const { company, owner } = await subscriberWithHomes();
    const answer = await get(company.id, owner.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      id: NOT_CREATED_ID,
      status: 'INACTIVE',
      businessName: company.name,
      businessEmail: null,
      customerServiceNumber: null,
      logo: null,
      websiteUrl: null,
      applyToExistingInstalls: false,
      productGroupIds: [],
      eligibleLocationsCount: 3,
      application: null,
      updatedAt: null,
    });
  });
});

describe('POST brandProfile', () => {
  it('creates the profile: ACTIVE, the number in E.164, the logo url, the chosen groups and their homes', async () => {
    const { company, owner } = await subscriberWithHomes();
    const logo = await uploadedLogo(app, owner.headers);
    const created = await sendBrandProfile(app, 'POST', company.id, owner.headers, {
      ...BRAND_PROFILE,
      logo: logo.url,
      productGroupIds: [water.id, thermostats.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const profile = created.json();
    expect(profile).toEqual({
      id: expect.any(String),
      status: 'ACTIVE',
      businessName: company.name,
      businessEmail: BRAND_PROFILE.businessEmail,
      customerServiceNumber: '+15035550123',
      logo: logo.url,
      websiteUrl: BRAND_PROFILE.websiteUrl,
      applyToExistingInstalls: false,
      productGroupIds: [thermostats.id, water.id],
      eligibleLocationsCount: 2,
      application: null,
      updatedAt: expect.any(String),
    });
    expect(profile.id).not.toBe(NOT_CREATED_ID);
    expect((await get(company.id, owner.headers)).json()).toEqual(profile);
    const [row] = await storedBrandProfiles(db, company.id);
    expect(row).toMatchObject({ logoFileId: logo.fileId, createdBy: owner.user.id });
  });

  it('takes a profile without logo or website, for all devices', async () => {
    const { company, owner } = await subscriberWithHomes();
    const { websiteUrl: _, ...required } = BRAND_PROFILE;
    const created = await sendBrandProfile(app, 'POST', company.id, owner.headers, required);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      logo: null,
      websiteUrl: null,
      productGroupIds: [],
      eligibleLocationsCount: 3,
    });
  });

  it('answers 409 when the company has a profile, pointing to PUT, and changes nothing', async () => {
    const { company, owner } = await brandingCompany(app, db);
    const first = await sendBrandProfile(app, 'POST', company.id, owner.headers, BRAND_PROFILE);
    expect(first.statusCode, first.body).toBe(201);
    const again = expectError(
      await sendBrandProfile(app, 'POST', company.id, owner.headers, {
        ...BRAND_PROFILE,
        businessEmail: 'other@cascade.example',
      }),
      409,
    );
    expect(again.message).toContain('PUT');
    expect((await get(company.id, owner.headers)).json()).toEqual(first.json());
  });

  it('lets one of two creates at once through; the other gets 409', async () => {
    const { company, owner } = await brandingCompany(app, db);
    const answers = await Promise.all([
      sendBrandProfile(app, 'POST', company.id, owner.headers, BRAND_PROFILE),
      sendBrandProfile(app, 'POST', company.id, owner.headers, BRAND_PROFILE),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await storedBrandProfiles(db, company.id)).toHaveLength(1);
  });
});

describe('PUT brandProfile', () => {
  it('answers 404 before the profile is created, storing nothing', async () => {
    const { company, owner } = await brandingCompany(app, db);
    const missing = expectError(
      await sendBrandProfile(app, 'PUT', company.id, owner.headers, BRAND_PROFILE),
      404,
    );
    expect(missing.message).toBe('No brand profile yet; create it with POST.');
    expect(await storedBrandProfiles(db, company.id)).toEqual([]);
  });

  it('keeps every field it leaves out: the service-settings save changes only the devices (spec 000 §5)', async () => {
    const { company, owner } = await subscriberWithHomes();
    const logo = await uploadedLogo(app, owner.headers);
    const created = await sendBrandProfile(app, 'POST', company.id, owner.headers, {
      ...BRAND_PROFILE,
      logo: logo.url,
    });
    expect(created.statusCode, created.body).toBe(201);
    const [before] = await storedBrandProfiles(db, company.id);
    const saved = await sendBrandProfile(app, 'PUT', company.id, owner.headers, {
      applyToExistingInstalls: false,
      productGroupIds: [thermostats.id],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      ...created.json(),
      productGroupIds: [thermostats.id],
      eligibleLocationsCount: 1,
      updatedAt: expect.any(String),
    });
    const [after] = await storedBrandProfiles(db, company.id);
    expect(after).toEqual({ ...before, updatedAt: expect.any(Date) });
    expect(after).toMatchObject({
      businessEmail: BRAND_PROFILE.businessEmail,
      customerServiceNumber: '+15035550123',
      logoFileId: logo.fileId,
      websiteUrl: BRAND_PROFILE.websiteUrl,
    });
  });

  it('changes the fields it sends; null clears the logo and the website; an empty list means all devices', async () => {
    const { company, owner } = await subscriberWithHomes();
    const logo = await uploadedLogo(app, owner.headers);
    const created = await sendBrandProfile(app, 'POST', company.id, owner.headers, {
      ...BRAND_PROFILE,
      logo: logo.url,
      productGroupIds: [water.id],
    });
    const changed = await sendBrandProfile(app, 'PUT', company.id, owner.headers, {
      businessEmail: 'desk@cascade.example',
      customerServiceNumber: '+44 20 7946 0958',
      logo: null,
      websiteUrl: null,
      productGroupIds: [],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      ...created.json(),
      businessEmail: 'desk@cascade.example',
      customerServiceNumber: '+442079460958',
      logo: null,
      websiteUrl: null,
      productGroupIds: [],
      eligibleLocationsCount: 3,
      updatedAt: expect.any(String),
    });
    const newLogo = await uploadedLogo(app, owner.headers);
    const relogo = await sendBrandProfile(app, 'PUT', company.id, owner.headers, {
      logo: newLogo.url,
    });
    expect(relogo.json()).toMatchObject({
      logo: newLogo.url,
      businessEmail: 'desk@cascade.example',
    });
  });
});

describe('status', () => {
  it('is INACTIVE once the Homeowner App Branding enrollment lapses, though the profile stays', async () => {
    const { company, owner } = await brandingCompany(app, db);
    const created = await sendBrandProfile(app, 'POST', company.id, owner.headers, BRAND_PROFILE);
    expect(created.json().status).toBe('ACTIVE');
    await db
      .update(schema.partnerProgramEnrollments)
      .set({ subscriptionStatus: 'CANCELLED' })
      .where(eq(schema.partnerProgramEnrollments.partnerAccountId, company.id));
    expect((await get(company.id, owner.headers)).json()).toEqual({
      ...created.json(),
      status: 'INACTIVE',
    });
  });
});
