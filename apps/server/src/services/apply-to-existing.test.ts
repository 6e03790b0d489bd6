import { schema } from '@portal/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  eligibleLocationsCount,
  findServiceApplication,
  latestServiceApplication,
} from '../repositories/service-applications';
import { freshMac } from '../test/customers';
import { buildTestApp } from '../test/helper';
import {
  addHouseholdUser,
  createHome,
  createHomeDevice,
  createHousehold,
  createPartnerHome,
  createServiceRequest,
} from '../test/homeowners';
import { createUser, mailsTo } from '../test/identity';
import { createCompany, type SubscriptionStatus } from '../test/partners';
import { enrollInProAlerts, productGroupsOf } from '../test/pro-alerts';
import { SERVICE_APPLICATION_JOB, startServiceApplication } from './service-applications';

const { app, db } = await buildTestApp();

const { deviceHistory, partnerDeviceLocations, partnerDeviceServices, serviceApplications } =
  schema;
const PRO_ALERTS = 'ProAlertsPartnerDeviceService';
const THERMOSTAT = 'ATH6320WF2003';
const LEAK_DETECTOR = 'AWLD3001';
const CAMERA = 'ACAM2001';

/** A company enrolled in Pro Alerts in this state (null: never enrolled), and who asks. */
async function company(subscriptionStatus: SubscriptionStatus | null = 'ACTIVE') {
  const row = await createCompany(db);
  if (subscriptionStatus) await enrollInProAlerts(db, row, subscriptionStatus);
  return { id: row.id, name: row.name, owner: await createUser(db) };
}

/** A home the homeowner has taken over, whose household admin hears of requests. */
async function readyHome(partnerAccountId: string, skus: string[]) {
  const household = await createHousehold(db);
  const home = await createHome(db, household);
  const admin = await createUser(db);
  await addHouseholdUser(db, household, admin, 'ADMIN');
  const location = await createPartnerHome(db, partnerAccountId, home);
  const devices = [];
  for (const sku of skus) {
    devices.push(
      await createHomeDevice(db, home, { partnerAccountId, locationId: location.id, sku }),
    );
  }
  return { location, devices, admin };
}

/**
 * A company with a home of each kind the run tells apart:
 * - ready: two Pro Alerts devices, nothing asked yet;
 * - preRegistered: still in pre-registration; noHomeowner: nobody took it over;
 * - taken: another company already asked for Pro Alerts on its device;
 * - camera: only a camera, in no Pro Alerts group (not eligible);
 * - asked: we already asked for Pro Alerts on its device.
 */
async function companyWithHomes(subscriptionStatus: SubscriptionStatus | null = 'ACTIVE') {
  const ours = await company(subscriptionStatus);
  const ready = await readyHome(ours.id, [THERMOSTAT, LEAK_DETECTOR]);

  const preRegistered = await readyHome(ours.id, [THERMOSTAT]);
  await db
    .update(partnerDeviceLocations)
    .set({ locationState: 'InPreRegistration' })
    .where(eq(partnerDeviceLocations.id, preRegistered.location.id));
  const noHomeowner = await createPartnerHome(db, ours.id);
  await createHomeDevice(db, null, { partnerAccountId: ours.id, locationId: noHomeowner.id });

  const other = await createCompany(db);
  const taken = await readyHome(ours.id, [THERMOSTAT]);
  for (const device of taken.devices) await createServiceRequest(db, device, other.id, PRO_ALERTS);

  const camera = await readyHome(ours.id, [CAMERA]);
  const asked = await readyHome(ours.id, [LEAK_DETECTOR]);
  for (const device of asked.devices) await createServiceRequest(db, device, ours.id, PRO_ALERTS);
  return { ours, ready, preRegistered, noHomeowner, taken, camera, asked };
}

/** Starts a run as a profile save does, in a transaction, and waits until it has ended. */
async function applyToExisting(partnerAccountId: string, requestedBy: string) {
  const id = await db.transaction((tx) =>
    startServiceApplication(
      tx,
      { partnerAccountId, serviceType: PRO_ALERTS, productGroupIds: [], requestedBy },
      app.jobs,
    ),
  );
  return finished(id);
}

async function finished(id: string) {
  await vi.waitFor(
    async () => expect((await findServiceApplication(db, id))?.status).toMatch(/DONE|FAILED/),
    { timeout: 15_000, interval: 200 },
  );
  return id;
}

function requestsOf(partnerAccountId: string) {
  return db
    .select()
    .from(partnerDeviceServices)
    .where(eq(partnerDeviceServices.partnerAccountId, partnerAccountId))
    .orderBy(asc(partnerDeviceServices.requestedAt), asc(partnerDeviceServices.id));
}

function historyOf(deviceIds: string[]) {
  return db
    .select({
      event: deviceHistory.event,
      detail: deviceHistory.detail,
      actor: deviceHistory.actor,
    })
    .from(deviceHistory)
    .where(inArray(deviceHistory.deviceId, deviceIds));
}

describe('applying Pro Alerts to existing customers', () => {
  it('asks every ready home, skips the others with their reason, and records its progress', async () => {
    const homes = await companyWithHomes();
    const { ours, ready, asked } = homes;
    const before = await requestsOf(ours.id);
    const id = await applyToExisting(ours.id, ours.owner.id);

    const run = await latestServiceApplication(db, ours.id, PRO_ALERTS);
    expect(run).toEqual({
      id,
      status: 'DONE',
      locationsTotal: 5,
      locationsDone: 5,
      requestedCount: 2,
      skipped: [
        { reason: 'APPLIED_BY_ANOTHER_PARTNER', count: 1 },
        { reason: 'CONDITIONS_NOT_MET', count: 2 },
      ],
      createdAt: expect.any(String),
      finishedAt: expect.any(String),
    });
    expect((await findServiceApplication(db, id))?.startedAt).toBeInstanceOf(Date);

    const after = await requestsOf(ours.id);
    const created = after.filter((row) => !before.some((old) => old.id === row.id));
    expect(created.map((row) => [row.deviceId, row.serviceType, row.consentStatus])).toEqual(
      expect.arrayContaining(ready.devices.map((d) => [d.id, PRO_ALERTS, 'PENDING'])),
    );
    expect(created).toHaveLength(2);
    const requester = `${ours.owner.firstName} ${ours.owner.lastName}`;
    expect(await historyOf(ready.devices.map((d) => d.id))).toEqual([
      { event: 'SERVICE_REQUESTED', detail: PRO_ALERTS, actor: requester },
      { event: 'SERVICE_REQUESTED', detail: PRO_ALERTS, actor: requester },
    ]);
    const [mail, ...more] = await mailsTo(app, ready.admin.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toContain(ours.name);
    expect(mail?.links[0]?.url).toMatch(/\/home-app$/);
    // The home asked before: no new request, no history line, no mail.
    expect(await historyOf(asked.devices.map((d) => d.id))).toEqual([]);
    expect(await mailsTo(app, asked.admin.email)).toEqual([]);
    for (const skipped of [homes.preRegistered, homes.taken, homes.camera]) {
      expect(await mailsTo(app, skipped.admin.email)).toEqual([]);
    }
  });

  it('asks only for the devices of a home that no other partner asked for', async () => {
    const ours = await company('ACTIVE');
    const other = await createCompany(db);
    const home = await readyHome(ours.id, [THERMOSTAT, LEAK_DETECTOR]);
    const [taken, free] = home.devices;
    if (!taken || !free) throw new Error('the home has two devices');
    await createServiceRequest(db, taken, other.id, PRO_ALERTS);

    await applyToExisting(ours.id, ours.owner.id);

    expect((await requestsOf(ours.id)).map((row) => row.deviceId)).toEqual([free.id]);
    expect(await latestServiceApplication(db, ours.id, PRO_ALERTS)).toMatchObject({
      requestedCount: 1,
      skipped: [],
    });
  });

  it('a second run and a retried run ask nobody again and count the same', async () => {
    const { ours, ready } = await companyWithHomes();
    const first = await applyToExisting(ours.id, ours.owner.id);
    const requests = await requestsOf(ours.id);
    const history = await historyOf(ready.devices.map((d) => d.id));

    const second = await applyToExisting(ours.id, ours.owner.id);
    // A retry of a run that stopped half way (pg-boss sends the same run again).
    await db
      .update(serviceApplications)
      .set({ status: 'FAILED', locationsDone: 2, error: 'stopped' })
      .where(eq(serviceApplications.id, first));
    await app.jobs.send(SERVICE_APPLICATION_JOB, { applicationId: first });
    await vi.waitFor(
      async () => expect((await findServiceApplication(db, first))?.status).toBe('DONE'),
      { timeout: 15_000, interval: 200 },
    );

    expect(await requestsOf(ours.id)).toEqual(requests);
    expect(await historyOf(ready.devices.map((d) => d.id))).toEqual(history);
    expect(await mailsTo(app, ready.admin.email)).toHaveLength(1);
    for (const id of [first, second]) {
      expect(await findServiceApplication(db, id)).toMatchObject({
        status: 'DONE',
        error: null,
        locationsTotal: 5,
        locationsDone: 5,
        requestedCount: 2,
        skipped: { APPLIED_BY_ANOTHER_PARTNER: 1, CONDITIONS_NOT_MET: 2 },
      });
    }
  });

  it('skips every home with NO_ACTIVE_ENTITLEMENT without an ACTIVE Pro Alerts enrollment', async () => {
    for (const subscriptionStatus of [null, 'CANCELLED'] as const) {
      const { ours, ready } = await companyWithHomes(subscriptionStatus);
      const before = await requestsOf(ours.id);
      const id = await applyToExisting(ours.id, ours.owner.id);
      expect(await latestServiceApplication(db, ours.id, PRO_ALERTS)).toMatchObject({
        id,
        status: 'DONE',
        locationsTotal: 5,
        locationsDone: 5,
        requestedCount: 0,
        skipped: [{ reason: 'NO_ACTIVE_ENTITLEMENT', count: 5 }],
      });
      expect(await requestsOf(ours.id)).toEqual(before);
      expect(await mailsTo(app, ready.admin.email)).toEqual([]);
    }
  });

  it('walks every home once across batches', async () => {
    const ours = await company();
    const homes = 450;
    const customers = await db
      .insert(schema.partnerCustomers)
      .values(
        Array.from({ length: homes }, (_, i) => ({
          partnerAccountId: ours.id,
          firstName: 'Batch',
          lastName: `Customer ${i}`,
          countryCode: 'US',
        })),
      )
      .returning({ id: schema.partnerCustomers.id });
    const locations = await db
      .insert(partnerDeviceLocations)
      .values(
        customers.map((customer) => ({
          customerId: customer.id,
          partnerAccountId: ours.id,
          locationName: 'Home',
          address1: '1 Main Street',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          country: 'US',
        })),
      )
      .returning({ id: partnerDeviceLocations.id });
    const [thermostat] = await db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(eq(schema.products.sku, THERMOSTAT));
    await db.insert(schema.devices).values(
      locations.map((location) => ({
        macAddress: freshMac(),
        productId: thermostat?.id ?? '',
        partnerAccountId: ours.id,
        locationId: location.id,
      })),
    );
    await applyToExisting(ours.id, ours.owner.id);
    // Nobody has taken these homes over: each is skipped once, none twice or left out.
    expect(await latestServiceApplication(db, ours.id, PRO_ALERTS)).toMatchObject({
      status: 'DONE',
      locationsTotal: homes,
      locationsDone: homes,
      requestedCount: 0,
      skipped: [{ reason: 'CONDITIONS_NOT_MET', count: homes }],
    });
  });

  it('is FAILED with the error when the run cannot be worked', async () => {
    const ours = await company();
    const [row] = await db
      .insert(serviceApplications)
      .values({ partnerAccountId: ours.id, serviceType: 'RemoteAccess' })
      .returning();
    await app.jobs.send(SERVICE_APPLICATION_JOB, { applicationId: row?.id ?? '' });
    await finished(row?.id ?? '');
    expect(await findServiceApplication(db, row?.id ?? '')).toMatchObject({
      status: 'FAILED',
      error: 'RemoteAccess is not applied to homes',
      finishedAt: expect.any(Date),
    });
  });

  it('starts nothing when the transaction that started it rolls back', async () => {
    const ours = await company();
    let started = '';
    await expect(
      db.transaction(async (tx) => {
        started = await startServiceApplication(
          tx,
          {
            partnerAccountId: ours.id,
            serviceType: PRO_ALERTS,
            productGroupIds: [],
            requestedBy: ours.owner.id,
          },
          app.jobs,
        );
        throw new Error('the profile was refused');
      }),
    ).rejects.toThrow('the profile was refused');
    expect(started).not.toBe('');
    expect(await findServiceApplication(db, started)).toBeUndefined();
    expect(await latestServiceApplication(db, ours.id, PRO_ALERTS)).toBeNull();
    const jobs = await db.execute(
      sql`select id from pgboss.job where name = ${SERVICE_APPLICATION_JOB} and data->>'applicationId' = ${started}`,
    );
    expect(jobs.rows).toEqual([]);
  });
});

describe('eligibleLocationsCount', () => {
  it('counts the homes with a device in the chosen groups, every group of the feature when none', async () => {
    const { ours } = await companyWithHomes();
    const groups = await productGroupsOf(db, 'ProAlerts');
    const groupId = (name: string) => groups.find((g) => g.name === name)?.id ?? '';
    expect(await eligibleLocationsCount(db, ours.id, 'ProAlerts', [])).toBe(5);
    expect(
      await eligibleLocationsCount(db, ours.id, 'ProAlerts', [groupId('Water leak detectors')]),
    ).toBe(2);
    expect(await eligibleLocationsCount(db, ours.id, 'ProAlerts', [groupId('Thermostats')])).toBe(
      4,
    );
    // The camera counts for branding (its Video group), not for Pro Alerts.
    expect(await eligibleLocationsCount(db, ours.id, 'HomeownerAppBranding', [])).toBe(6);
    const other = await company();
    expect(await eligibleLocationsCount(db, other.id, 'ProAlerts', [])).toBe(0);
  });
});

describe('latestServiceApplication', () => {
  it('answers the newest run of the service, and null before any', async () => {
    const ours = await company();
    expect(await latestServiceApplication(db, ours.id, PRO_ALERTS)).toBeNull();
    const first = await applyToExisting(ours.id, ours.owner.id);
    const second = await applyToExisting(ours.id, ours.owner.id);
    expect(first).not.toBe(second);
    expect(await latestServiceApplication(db, ours.id, PRO_ALERTS)).toMatchObject({
      id: second,
      locationsTotal: 0,
      skipped: [],
    });
    expect(await latestServiceApplication(db, ours.id, 'BrandingPartnerDeviceService')).toBeNull();
    const rows = await db
      .select({ id: serviceApplications.id })
      .from(serviceApplications)
      .where(eq(serviceApplications.partnerAccountId, ours.id));
    expect(rows).toHaveLength(2);
  });
});
