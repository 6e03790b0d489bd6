import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshMac } from '../../../test/customers';
import { buildTestApp, expectError } from '../../../test/helper';
import {
  createHome,
  createHomeDevice,
  createServiceRequest,
  householdWithEveryRole,
} from '../../../test/homeowners';
import { createCompany } from '../../../test/partners';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;

const deviceRow = async (id: string) =>
  (await db.select().from(schema.devices).where(eq(schema.devices.id, id)))[0];

/** A home with a partner's thermostat (one pending request) and the homeowner's leak detector. */
async function setUp() {
  const roles = await householdWithEveryRole(app, db);
  const company = await createCompany(db, { name: 'Northside Air' });
  const thermostat = await createHomeDevice(db, roles.home, { partnerAccountId: company.id });
  await createServiceRequest(db, thermostat, company.id);
  const leak = await createHomeDevice(db, roles.home, { sku: 'AWLD2001' });
  const otherHome = await createHome(db, roles.otherHousehold);
  const elsewhere = await createHomeDevice(db, otherHome);
  return { ...roles, company, thermostat, leak, otherHome, elsewhere };
}

describe('GET /api/v1/core/locations/{id}', () => {
  const url = (homeId: string, query = '') => `/api/v1/core/locations/${homeId}${query}`;

  it('answers the home with its devices to any member, optionally of some categories only', async () => {
    const { home, household, admin, member, guest, thermostat, leak } = await setUp();
    for (const caller of [admin, member, guest]) {
      const answer = await app.inject({ url: url(home.id), headers: caller.headers });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().location).toMatchObject({
        id: home.id,
        consumerAccountId: household.id,
        devicesCount: 2,
        pendingServicesCount: 1,
      });
      expect(answer.json().devices.map((d: { id: string }) => d.id)).toEqual([
        thermostat.id,
        leak.id,
      ]);
    }
    const leaks = await app.inject({
      url: url(home.id, '?deviceCategories=WaterLeakDetector,Camera'),
      headers: guest.headers,
    });
    expect(leaks.statusCode, leaks.body).toBe(200);
    expect(leaks.json().devices.map((d: { id: string }) => d.id)).toEqual([leak.id]);
  });

  it('refuses an unknown category (400), another household (404) and signed-out callers (401)', async () => {
    const { home, admin, outsider, otherHome } = await setUp();
    const bad = expectError(
      await app.inject({
        url: url(home.id, '?deviceCategories=Thermostat,AIR'),
        headers: admin.headers,
      }),
      400,
    );
    expect(bad.fields?.map((f) => f.field)).toEqual(['querystring.deviceCategories.1']);
    expectError(await app.inject({ url: url(home.id), headers: outsider.headers }), 404);
    expectError(await app.inject({ url: url(otherHome.id), headers: admin.headers }), 404);
    expectError(await app.inject({ url: url(home.id) }), 401);
  });
});

describe('GET /api/v1/core/locations/{id}/info', () => {
  it("answers the home with its household's id and name to any member, 404 to others", async () => {
    const { home, household, admin, member, guest, outsider } = await setUp();
    const url = `/api/v1/core/locations/${home.id}/info`;
    for (const caller of [admin, member, guest]) {
      const info = await app.inject({ url, headers: caller.headers });
      expect(info.statusCode, info.body).toBe(200);
      expect(info.json()).toMatchObject({
        id: home.id,
        locationName: home.locationName,
        consumerAccountId: household.id,
        consumerAccountName: household.name,
        devicesCount: 2,
      });
    }
    expectError(await app.inject({ url, headers: outsider.headers }), 404);
    expectError(await app.inject({ url }), 401);
  });
});

describe('POST /api/v1/core/locations/{id}/devices', () => {
  const add = (homeId: string, headers: Headers, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/core/locations/${homeId}/devices`,
      headers,
      payload,
    });

  it("adds the homeowner's own device for a household admin", async () => {
    const { home, admin } = await setUp();
    const added = await add(home.id, admin.headers, { macAddress: freshMac(), sku: 'ACAM2001' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      consumerDeviceLocationId: home.id,
      deviceCategory: 'Camera',
      installer: null,
    });
    expect(await deviceRow(added.json().id)).toMatchObject({ claimStatus: 'DIY_CLAIM' });
  });

  it('refuses members, guests, other households, bad input and taken MACs; stores nothing', async () => {
    const { home, admin, member, guest, outsider, thermostat } = await setUp();
    const mac = freshMac();
    const device = { macAddress: mac, sku: 'ACAM2001' };
    expectError(await add(home.id, member.headers, device), 403);
    expectError(await add(home.id, guest.headers, device), 403);
    expectError(await add(home.id, outsider.headers, device), 404);
    expectError(await add(home.id, {}, device), 401);
    const sku = expectError(await add(home.id, admin.headers, { ...device, sku: 'NOPE' }), 400);
    expect(sku.fields?.map((f) => f.field)).toEqual(['body.sku']);
    const taken = expectError(
      await add(home.id, admin.headers, { ...device, macAddress: thermostat.macAddress }),
      409,
    );
    expect(taken.reasonCode).toBe('ALREADY_REGISTERED');
    const stored = await db.select().from(schema.devices).where(eq(schema.devices.macAddress, mac));
    expect(stored).toEqual([]);
  });
});

describe('PUT and DELETE /api/v1/core/consumerDevices/{id}', () => {
  const url = (deviceId: string) => `/api/v1/core/consumerDevices/${deviceId}`;

  it('renames a device for a household admin', async () => {
    const { admin, leak } = await setUp();
    const renamed = await app.inject({
      method: 'PUT',
      url: url(leak.id),
      headers: admin.headers,
      payload: { name: 'Under the sink' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: leak.id, name: 'Under the sink' });
  });

  it("DELETE takes a partner's device out of the home and unregisters the homeowner's own", async () => {
    const { admin, company, thermostat, leak } = await setUp();
    for (const device of [thermostat, leak]) {
      const removed = await app.inject({
        method: 'DELETE',
        url: url(device.id),
        headers: admin.headers,
      });
      expect(removed.statusCode, removed.body).toBe(204);
    }
    expect(await deviceRow(thermostat.id)).toMatchObject({
      partnerAccountId: company.id,
      consumerLocationId: null,
    });
    expect(await deviceRow(leak.id)).toBeUndefined();
  });

  it('refuses members, guests, other households, bad input and signed-out callers; changes nothing', async () => {
    const { home, admin, member, guest, outsider, leak, elsewhere } = await setUp();
    for (const method of ['PUT', 'DELETE'] as const) {
      const call = (headers: Headers, deviceId = leak.id) =>
        app.inject({
          method,
          url: url(deviceId),
          headers,
          ...(method === 'PUT' ? { payload: { name: 'x' } } : {}),
        });
      expectError(await call(member.headers), 403);
      expectError(await call(guest.headers), 403);
      expectError(await call(outsider.headers), 404);
      expectError(await call(admin.headers, elsewhere.id), 404);
      expectError(await call({}), 401);
    }
    const bad = expectError(
      await app.inject({
        method: 'PUT',
        url: url(leak.id),
        headers: admin.headers,
        payload: { name: '' },
      }),
      400,
    );
    expect(bad.fields?.map((f) => f.field)).toEqual(['body.name']);
    expect(await deviceRow(leak.id)).toMatchObject({ consumerLocationId: home.id, name: null });
    expect(await deviceRow(elsewhere.id)).toBeDefined();
  });
});
