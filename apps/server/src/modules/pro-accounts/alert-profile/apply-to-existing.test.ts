import { NOT_CREATED_ID } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import { createHomeDevice, createPartnerHome } from '../../../test/homeowners';
import { proAlertsCompany, productGroupsOf } from '../../../test/pro-alerts';

// Apply to existing customers (spec 000 §4) as the profile calls start it; what the run does
// to each home is tested with the run (services/apply-to-existing).

const { app, db } = await buildTestApp();

type Headers = { authorization: string };
const url = (companyId: string) => `/api/v1/proAccounts/${companyId}/alertProfiles/default`;
const send = (method: 'POST' | 'PUT', companyId: string, headers: Headers, payload: object) =>
  app.inject({ method, url: url(companyId), headers, payload });
const PROFILE = {
  emailEnabled: false,
  emailSeverities: ['Urgent'],
  emailRecipients: [],
  productGroupIds: [],
  applyToExistingInstalls: true,
};
const [brandingGroup] = await productGroupsOf(db, 'HomeownerAppBranding');

const runsOf = (companyId: string) =>
  db
    .select()
    .from(schema.serviceApplications)
    .where(eq(schema.serviceApplications.partnerAccountId, companyId));

/** A subscriber with two homes that have a Pro Alerts device and one with a camera only. */
async function subscriberWithHomes() {
  const subscriber = await proAlertsCompany(app, db);
  const partnerAccountId = subscriber.company.id;
  for (const sku of ['ATH6320WF2003', 'AWLD2001', 'ACAM2001']) {
    const home = await createPartnerHome(db, partnerAccountId);
    await createHomeDevice(db, null, { partnerAccountId, locationId: home.id, sku });
  }
  return subscriber;
}

describe('applyToExistingInstalls', () => {
  it('chosen at creation starts one run for the eligible homes, shown as the application of the profile until it is done', async () => {
    const { company, owner } = await subscriberWithHomes();
    const created = await send('POST', company.id, owner.headers, PROFILE);
    expect(created.statusCode, created.body).toBe(201);
    const profile = created.json();
    expect(profile).toMatchObject({ applyToExistingInstalls: true, eligibleLocationsCount: 2 });
    expect(profile.application).toMatchObject({ id: expect.any(String) });
    const [run, ...more] = await runsOf(company.id);
    expect(more).toEqual([]);
    expect(run).toMatchObject({
      id: profile.application.id,
      serviceType: 'ProAlertsPartnerDeviceService',
      productGroupIds: [],
      requestedBy: owner.user.id,
    });
    await vi.waitFor(
      async () => {
        const answer = await app.inject({ url: url(company.id), headers: owner.headers });
        expect(answer.json().application).toMatchObject({ status: 'DONE', locationsTotal: 2 });
      },
      { timeout: 20_000, interval: 200 },
    );
  });

  it('cannot be undone: a PUT that turns it off is refused (400 naming it) and starts nothing', async () => {
    const { company, owner } = await subscriberWithHomes();
    const created = await send('POST', company.id, owner.headers, PROFILE);
    expect(created.statusCode, created.body).toBe(201);
    const refused = expectError(
      await send('PUT', company.id, owner.headers, { ...PROFILE, applyToExistingInstalls: false }),
      400,
    );
    expect(refused.fields).toEqual([
      {
        field: 'body.applyToExistingInstalls',
        message: 'Applying to existing customers cannot be undone.',
      },
    ]);
    const kept = await send('PUT', company.id, owner.headers, {
      ...PROFILE,
      emailSeverities: ['Notice'],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      applyToExistingInstalls: true,
      emailSeverities: ['Notice'],
    });
    expect(await runsOf(company.id)).toHaveLength(1);
  });

  it('is for all devices only: with product groups chosen, 400 naming it and nothing stored', async () => {
    const { company, owner } = await subscriberWithHomes();
    const [proAlertsGroup] = await productGroupsOf(db, 'ProAlerts');
    const refused = expectError(
      await send('POST', company.id, owner.headers, {
        ...PROFILE,
        productGroupIds: [proAlertsGroup?.id],
      }),
      400,
    );
    expect(refused.fields?.map((f: { field: string }) => f.field)).toEqual([
      'body.applyToExistingInstalls',
    ]);
    expect(await runsOf(company.id)).toEqual([]);
    const profile = await app.inject({
      method: 'GET',
      url: url(company.id),
      headers: owner.headers,
    });
    expect(profile.json()).toMatchObject({ id: NOT_CREATED_ID });
  });

  it('starts no run when the create is refused: a bad group (400) or a profile already there (409)', async () => {
    const { company, owner } = await subscriberWithHomes();
    expectError(
      await send('POST', company.id, owner.headers, {
        ...PROFILE,
        productGroupIds: [brandingGroup?.id],
      }),
      400,
    );
    expect(await runsOf(company.id)).toEqual([]);
    const created = await send('POST', company.id, owner.headers, {
      ...PROFILE,
      applyToExistingInstalls: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    expectError(await send('POST', company.id, owner.headers, PROFILE), 409);
    expect(await runsOf(company.id)).toEqual([]);
    expect(created.json().application).toBeNull();
  });
});
