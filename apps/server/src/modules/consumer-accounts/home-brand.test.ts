import { ConsumerAccountConnection, PROGRAM_HOMEOWNER_APP_BRANDING } from '@portal/contracts';
import { schema } from '@portal/db';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../test/helper';
import {
  createHome,
  createHomeDevice,
  createHousehold,
  householdUser,
} from '../../test/homeowners';
import { createUser } from '../../test/identity';
import { serviceRequest } from '../../test/insights';
import {
  createCompany,
  enroll,
  makePlatformAdmin,
  member,
  type SubscriptionStatus,
  signIn,
} from '../../test/partners';

const { app, db } = await buildTestApp();
const admin = await createUser(db);
await makePlatformAdmin(db, admin);
const adminHeaders = await signIn(app, admin);

const HOUR_MS = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);

let logos = 0;
/**
 * A company selling Homeowner App Branding (its enrollment in the given status) with a brand
 * profile, unless told it has none, and a logo unless told otherwise.
 */
async function brandCompany(
  options: { enrollment?: SubscriptionStatus | null; profile?: boolean; logo?: boolean } = {},
) {
  const { enrollment = 'ACTIVE', profile = true, logo = true } = options;
  const company = await createCompany(db, { name: 'Northwind Heating & Cooling' });
  if (enrollment !== null) {
    await enroll(db, company, PROGRAM_HOMEOWNER_APP_BRANDING, enrollment);
  }
  let logoFileId: string | null = null;
  if (logo) {
    logos += 1;
    logoFileId = `logo-test-${logos}.svg`;
    await db.insert(schema.brandLogos).values({
      fileId: logoFileId,
      partnerAccountId: company.id,
      contentType: 'image/svg+xml',
      size: 512,
    });
  }
  if (profile) {
    await db.insert(schema.partnerBrandProfiles).values({
      partnerAccountId: company.id,
      businessEmail: 'service@northwind-hvac.example',
      customerServiceNumber: '+15035550198',
      websiteUrl: 'https://www.northwind-hvac.example',
      logoFileId,
    });
  }
  return { company, logoFileId };
}

/** A household's home with a thermostat the company registered, and a member signed in. */
async function homeWithThermostat(companyId: string) {
  const household = await createHousehold(db);
  const home = await createHome(db, household);
  const device = await createHomeDevice(db, home, { partnerAccountId: companyId });
  const { headers } = await householdUser(app, db, household, 'MEMBER');
  return { home, device, headers };
}

/** The brand of the home as GET /api/v2/accounts shows it. */
async function brandOf(home: { id: string }, headers: { authorization: string }) {
  const response = await app.inject({ url: '/api/v2/accounts', headers });
  expect(response.statusCode, response.body).toBe(200);
  const { nodes } = ConsumerAccountConnection.parse(response.json());
  const shown = nodes.flatMap((node) => node.locations ?? []).find(({ id }) => id === home.id);
  if (!shown) throw new Error('home not listed');
  return shown.brand;
}

const answered = (status: 'ACCEPTED' | 'REJECTED', hours: number) => ({
  status,
  requestedAt: hoursAgo(hours + 1),
  respondedAt: hoursAgo(hours),
});

describe("the brand a homeowner's home shows", () => {
  it("is the company's whose branding the household accepted on a device of the home", async () => {
    const { company, logoFileId } = await brandCompany();
    const { home, device, headers } = await homeWithThermostat(company.id);
    await serviceRequest(db, device, company.id, answered('ACCEPTED', 1));

    expect(await brandOf(home, headers)).toEqual({
      partnerAccountId: company.id,
      businessName: 'Northwind Heating & Cooling',
      logo: `/api/v1/files/logos/${logoFileId}`,
      customerServiceNumber: '+15035550198',
      businessEmail: 'service@northwind-hvac.example',
      websiteUrl: 'https://www.northwind-hvac.example',
    });
  });

  it('has no logo when the profile has none', async () => {
    const { company } = await brandCompany({ logo: false });
    const { home, device, headers } = await homeWithThermostat(company.id);
    await serviceRequest(db, device, company.id, answered('ACCEPTED', 1));

    expect(await brandOf(home, headers)).toMatchObject({
      partnerAccountId: company.id,
      logo: null,
    });
  });

  it('is none while the request waits, after it was declined, or for another service', async () => {
    const { company } = await brandCompany();
    const waiting = await homeWithThermostat(company.id);
    await serviceRequest(db, waiting.device, company.id, {
      status: 'PENDING',
      requestedAt: hoursAgo(1),
    });
    const declined = await homeWithThermostat(company.id);
    await serviceRequest(db, declined.device, company.id, answered('REJECTED', 1));
    const remote = await homeWithThermostat(company.id);
    await serviceRequest(db, remote.device, company.id, {
      ...answered('ACCEPTED', 1),
      serviceType: 'RemoteAccess',
    });

    for (const { home, headers } of [waiting, declined, remote]) {
      expect(await brandOf(home, headers)).toBeNull();
    }
  });

  it.each([
    ['whose Homeowner App Branding enrollment is not ACTIVE', { enrollment: 'CANCELLED' as const }],
    ['never enrolled in Homeowner App Branding', { enrollment: null }],
    ['without a brand profile', { profile: false }],
  ])('is none for a company %s', async (_, options) => {
    const { company } = await brandCompany(options);
    const { home, device, headers } = await homeWithThermostat(company.id);
    await serviceRequest(db, device, company.id, answered('ACCEPTED', 1));

    expect(await brandOf(home, headers)).toBeNull();
  });

  it('is the first accepted of two companies, whichever asked first', async () => {
    const { company: asked } = await brandCompany();
    const { company: accepted } = await brandCompany();
    const { home, device, headers } = await homeWithThermostat(asked.id);
    const second = await createHomeDevice(db, home, { partnerAccountId: accepted.id });
    await serviceRequest(db, device, asked.id, {
      status: 'ACCEPTED',
      requestedAt: hoursAgo(10),
      respondedAt: hoursAgo(2),
    });
    await serviceRequest(db, second, accepted.id, {
      status: 'ACCEPTED',
      requestedAt: hoursAgo(5),
      respondedAt: hoursAgo(4),
    });

    expect((await brandOf(home, headers))?.partnerAccountId).toBe(accepted.id);
  });

  it("is each home's own across the homes of a household", async () => {
    const { company } = await brandCompany();
    const { home, device, headers } = await homeWithThermostat(company.id);
    await serviceRequest(db, device, company.id, answered('ACCEPTED', 1));
    const plain = await createHome(db, { id: home.consumerAccountId });
    await createHomeDevice(db, plain, { partnerAccountId: company.id });

    expect((await brandOf(home, headers))?.partnerAccountId).toBe(company.id);
    expect(await brandOf(plain, headers)).toBeNull();
  });
});

describe("an administrator's appStatus of a branding service", () => {
  const appStatus = (
    companyId: string,
    serviceId: string,
    status: string,
    headers: Record<string, string> = adminHeaders,
  ) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${companyId}/services/${serviceId}/appStatus`,
      headers,
      payload: { appStatus: status },
    });

  it('DISABLED hides the brand from the home, ENABLED shows it again', async () => {
    const { company } = await brandCompany();
    const { home, device, headers } = await homeWithThermostat(company.id);
    const service = await serviceRequest(db, device, company.id, answered('ACCEPTED', 1));

    const hidden = await appStatus(company.id, service.id, 'DISABLED');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({
      id: service.id,
      deviceId: device.id,
      serviceType: 'BrandingPartnerDeviceService',
      consentStatus: 'ACCEPTED',
      requestedAt: expect.any(String),
      respondedAt: expect.any(String),
      appStatus: 'DISABLED',
    });
    expect(await brandOf(home, headers)).toBeNull();

    expect((await appStatus(company.id, service.id, 'ENABLED')).json().appStatus).toBe('ENABLED');
    expect((await brandOf(home, headers))?.partnerAccountId).toBe(company.id);
  });

  it("answers 404 for another company's service, 400 for an unknown status, 403 to its owner", async () => {
    const { company } = await brandCompany();
    const { home, device, headers } = await homeWithThermostat(company.id);
    const service = await serviceRequest(db, device, company.id, answered('ACCEPTED', 1));
    const other = await createCompany(db);

    const missing = expectError(await appStatus(other.id, service.id, 'DISABLED'), 404);
    expect(missing.message).toBe('This company has no service with this id.');
    const bad = expectError(await appStatus(company.id, service.id, 'HIDDEN'), 400);
    expect(bad.fields?.map((f) => f.field)).toEqual(['body.appStatus']);
    const owner = await member(app, db, company, ['OWNER']);
    expectError(await appStatus(company.id, service.id, 'DISABLED', owner.headers), 403);
    expectError(await appStatus(company.id, service.id, 'DISABLED', {}), 401);
    expect((await brandOf(home, headers))?.partnerAccountId).toBe(company.id);
  });
});
