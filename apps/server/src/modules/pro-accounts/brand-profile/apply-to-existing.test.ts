import { schema } from '@portal/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  BRAND_PROFILE,
  brandingCompany,
  brandProfileUrl,
  sendBrandProfile,
} from '../../../test/brand-profile';
import { buildTestApp, expectError } from '../../../test/helper';
import {
  addHouseholdUser,
  createHome,
  createHomeDevice,
  createHousehold,
  createPartnerHome,
  createServiceRequest,
} from '../../../test/homeowners';
import { createUser } from '../../../test/identity';
import { createCompany } from '../../../test/partners';

// Apply to existing customers (spec 000 §4) for Homeowner App Branding: started by the brand
// profile, once, never undone; the run asks each eligible home for BrandingPartnerDeviceService
// and says why it skipped the others.

const { app, db } = await buildTestApp();

type Headers = { authorization: string };
const BRANDING = 'BrandingPartnerDeviceService';
const { partnerDeviceLocations, partnerDeviceServices, serviceApplications } = schema;

const runsOf = (companyId: string) =>
  db.select().from(serviceApplications).where(eq(serviceApplications.partnerAccountId, companyId));
const brandingRequestsOf = (companyId: string) =>
  db
    .select()
    .from(partnerDeviceServices)
    .where(
      and(
        eq(partnerDeviceServices.partnerAccountId, companyId),
        eq(partnerDeviceServices.serviceType, BRANDING),
      ),
    );

/** A home the homeowner has taken over, with a device of each SKU the company installed. */
async function takenOverHome(partnerAccountId: string, skus: string[]) {
  const household = await createHousehold(db);
  const home = await createHome(db, household);
  await addHouseholdUser(db, household, await createUser(db), 'ADMIN');
  const location = await createPartnerHome(db, partnerAccountId, home);
  const devices = [];
  for (const sku of skus) {
    devices.push(
      await createHomeDevice(db, home, { partnerAccountId, locationId: location.id, sku }),
    );
  }
  return { location, devices };
}

/**
 * A subscriber with: a ready home (thermostat and camera, both branding groups); a home still
 * in pre-registration; a home another partner's branding already holds.
 */
async function subscriberWithHomes() {
  const subscriber = await brandingCompany(app, db);
  const id = subscriber.company.id;
  const ready = await takenOverHome(id, ['ATH6320WF2003', 'ACAM2001']);
  const preRegistered = await takenOverHome(id, ['AWLD2001']);
  await db
    .update(partnerDeviceLocations)
    .set({ locationState: 'InPreRegistration' })
    .where(eq(partnerDeviceLocations.id, preRegistered.location.id));
  const held = await takenOverHome(id, ['ATH6320WF2003']);
  const otherPartner = await createCompany(db);
  for (const device of held.devices) {
    await createServiceRequest(db, device, otherPartner.id, BRANDING, 'ACCEPTED');
  }
  return { ...subscriber, ready };
}

async function finishedApplication(companyId: string, headers: Headers) {
  let application: Record<string, unknown> = {};
  await vi.waitFor(
    async () => {
      const answer = await app.inject({ url: brandProfileUrl(companyId), headers });
      application = answer.json().application;
      expect(application).toMatchObject({ status: 'DONE' });
    },
    { timeout: 20_000, interval: 200 },
  );
  return application;
}

describe('applyToExistingInstalls of the brand profile', () => {
  it('chosen at creation asks every ready home for the brand, skipping the others with their reason', async () => {
    const { company, owner, ready } = await subscriberWithHomes();
    const created = await sendBrandProfile(app, 'POST', company.id, owner.headers, {
      ...BRAND_PROFILE,
      applyToExistingInstalls: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      applyToExistingInstalls: true,
      eligibleLocationsCount: 3,
    });
    const [run, ...more] = await runsOf(company.id);
    expect(more).toEqual([]);
    expect(run).toMatchObject({
      id: created.json().application.id,
      serviceType: BRANDING,
      productGroupIds: [],
      requestedBy: owner.user.id,
    });
    expect(await finishedApplication(company.id, owner.headers)).toMatchObject({
      locationsTotal: 3,
      locationsDone: 3,
      requestedCount: 1,
      skipped: [
        { reason: 'APPLIED_BY_ANOTHER_PARTNER', count: 1 },
        { reason: 'CONDITIONS_NOT_MET', count: 1 },
      ],
    });
    const requests = await brandingRequestsOf(company.id);
    expect(requests.map((r) => [r.deviceId, r.consentStatus]).sort()).toEqual(
      ready.devices.map((d) => [d.id, 'PENDING']).sort(),
    );
  });

  it('turned on later by PUT starts one run; sent true again it starts none', async () => {
    const { company, owner } = await subscriberWithHomes();
    const created = await sendBrandProfile(app, 'POST', company.id, owner.headers, BRAND_PROFILE);
    expect(created.json()).toMatchObject({ applyToExistingInstalls: false, application: null });
    expect(await runsOf(company.id)).toEqual([]);
    const on = { applyToExistingInstalls: true, productGroupIds: [] };
    const turned = await sendBrandProfile(app, 'PUT', company.id, owner.headers, on);
    expect(turned.statusCode, turned.body).toBe(200);
    expect(turned.json()).toMatchObject({
      applyToExistingInstalls: true,
      businessEmail: BRAND_PROFILE.businessEmail,
      application: { id: expect.any(String) },
    });
    await finishedApplication(company.id, owner.headers);
    const again = await sendBrandProfile(app, 'PUT', company.id, owner.headers, on);
    expect(again.statusCode, again.body).toBe(200);
    expect(await runsOf(company.id)).toHaveLength(1);
    expect(await brandingRequestsOf(company.id)).toHaveLength(2);
  });

  it('two PUTs turning it on at once start one run', async () => {
    const { company, owner } = await brandingCompany(app, db);
    await sendBrandProfile(app, 'POST', company.id, owner.headers, BRAND_PROFILE);
    const on = { applyToExistingInstalls: true };
    const answers = await Promise.all([
      sendBrandProfile(app, 'PUT', company.id, owner.headers, on),
      sendBrandProfile(app, 'PUT', company.id, owner.headers, on),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await runsOf(company.id)).toHaveLength(1);
  });

  it('cannot be undone: a PUT that turns it off is refused (400 naming it) and changes nothing', async () => {
    const { company, owner } = await brandingCompany(app, db);
    const created = await sendBrandProfile(app, 'POST', company.id, owner.headers, {
      ...BRAND_PROFILE,
      applyToExistingInstalls: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const refused = expectError(
      await sendBrandProfile(app, 'PUT', company.id, owner.headers, {
        businessEmail: 'other@cascade.example',
        applyToExistingInstalls: false,
      }),
      400,
    );
    expect(refused.fields).toEqual([
      {
        field: 'body.applyToExistingInstalls',
        message: 'Applying to existing customers cannot be undone.',
      },
    ]);
    const profile = await app.inject({ url: brandProfileUrl(company.id), headers: owner.headers });
    expect(profile.json()).toMatchObject({
      applyToExistingInstalls: true,
      businessEmail: BRAND_PROFILE.businessEmail,
    });
    expect(await runsOf(company.id)).toHaveLength(1);
  });

  it('turned on with chosen devices stored is refused: it covers all devices only', async () => {
    const { company, owner } = await brandingCompany(app, db);
    const [thermostats] = await db
      .select({ id: schema.productGroups.id })
      .from(schema.productGroups)
      .where(eq(schema.productGroups.featureType, 'HomeownerAppBranding'));
    await sendBrandProfile(app, 'POST', company.id, owner.headers, {
      ...BRAND_PROFILE,
      productGroupIds: [thermostats?.id],
    });
    const refused = expectError(
      await sendBrandProfile(app, 'PUT', company.id, owner.headers, {
        applyToExistingInstalls: true,
      }),
      400,
    );
    expect(refused.fields?.map((f) => f.field)).toEqual(['body.applyToExistingInstalls']);
    expect(await runsOf(company.id)).toEqual([]);
  });
});
