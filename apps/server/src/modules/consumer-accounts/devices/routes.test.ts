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
const homeUrl = (householdId: string, homeId: string, version = 'v1') =>
  `/api/${version}/accounts/${householdId}/locations/${homeId}`;

const deviceRow = async (id: string) =>
  (await db.select().from(schema.devices).where(eq(schema.devices.id, id)))[0];
const devicesWithMac = (macAddress: string) =>
  db.select().from(schema.devices).where(eq(schema.devices.macAddress, macAddress));

/** A household whose home holds a partner's device with two partners' requests, and one of its own. */
async function setUp() {
  const roles = await householdWithEveryRole(app, db);
  const installer = await createCompany(db, { name: 'Northside Air' });
  const other = await createCompany(db, { name: 'Bright Water' });
  const partners = await createHomeDevice(db, roles.home, { partnerAccountId: installer.id });
  const remote = await createServiceRequest(db, partners, installer.id, 'RemoteAccess');
  const alerts = await createServiceRequest(
    db,
    partners,
    other.id,
    'ProAlertsPartnerDeviceService',
    'ACCEPTED',
  );
  const own = await createHomeDevice(db, roles.home, { sku: 'AWLD2001', name: 'Basement' });
  return { ...roles, installer, other, partners, remote, alerts, own };
}

describe('GET .../locations/{id}/devices (v1 and v2)', () => {
  it("lists the home's devices oldest first, each with every partner's services, to any member", async () => {
    const {
      household,
      home,
      admin,
      member,
      guest,
      installer,
      other,
      partners,
      remote,
      alerts,
      own,
    } = await setUp();
    for (const version of ['v1', 'v2']) {
      for (const caller of [admin, member, guest]) {
        const list = await app.inject({
          url: `${homeUrl(household.id, home.id, version)}/devices`,
          headers: caller.headers,
        });
        expect(list.statusCode, list.body).toBe(200);
        expect(list.json().totalCount).toBe(2);
        const [first, second] = list.json().nodes;
        expect(first).toMatchObject({
          id: partners.id,
          consumerDeviceLocationId: home.id,
          macAddress: partners.macAddress,
          sku: 'ATH6320WF2003',
          deviceCategory: 'Thermostat',
          installer: { id: installer.id, name: 'Northside Air' },
        });
        expect(first.name).toBe(first.marketName);
        expect(first.services).toEqual([
          expect.objectContaining({
            id: remote.id,
            serviceType: 'RemoteAccess',
            consentStatus: 'PENDING',
            respondedAt: null,
            partner: { id: installer.id, name: 'Northside Air' },
          }),
          expect.objectContaining({
            id: alerts.id,
            consentStatus: 'ACCEPTED',
            partner: { id: other.id, name: 'Bright Water' },
          }),
        ]);
        expect(second).toMatchObject({
          id: own.id,
          name: 'Basement',
          installer: null,
          services: [],
        });
      }
    }
    const page = await app.inject({
      url: `${homeUrl(household.id, home.id)}/devices?first=1`,
      headers: member.headers,
    });
    expect(page.json().nodes.map((d: { id: string }) => d.id)).toEqual([partners.id]);
    const next = await app.inject({
      url: `${homeUrl(household.id, home.id)}/devices?first=1&after=${page.json().pageInfo.endCursor}`,
      headers: member.headers,
    });
    expect(next.json().nodes.map((d: { id: string }) => d.id)).toEqual([own.id]);
  });

  it('answers 404 to other households and for their homes, 401 signed out', async () => {
    const { household, home, admin, outsider, otherHousehold } = await setUp();
    const otherHome = await createHome(db, otherHousehold);
    for (const version of ['v1', 'v2']) {
      const url = `${homeUrl(household.id, home.id, version)}/devices`;
      expectError(await app.inject({ url, headers: outsider.headers }), 404);
      expectError(await app.inject({ url }), 401);
      expectError(
        await app.inject({
          url: `${homeUrl(household.id, otherHome.id, version)}/devices`,
          headers: admin.headers,
        }),
        404,
      );
    }
  });
});

describe('GET /api/v1|v2/accounts/{id}/devices/{deviceId}', () => {
  it("answers one device of the household's homes to any member, 404 to others", async () => {
    const { household, admin, member, guest, outsider, otherHousehold, partners } = await setUp();
    const elsewhere = await createHomeDevice(db, await createHome(db, otherHousehold));
    for (const version of ['v1', 'v2']) {
      const url = `/api/${version}/accounts/${household.id}/devices/${partners.id}`;
      for (const caller of [admin, member, guest]) {
        const answer = await app.inject({ url, headers: caller.headers });
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json()).toMatchObject({ id: partners.id, services: [{}, {}] });
      }
      expectError(await app.inject({ url, headers: outsider.headers }), 404);
      expectError(await app.inject({ url }), 401);
      expectError(
        await app.inject({
          url: `/api/${version}/accounts/${household.id}/devices/${elsewhere.id}`,
          headers: admin.headers,
        }),
        404,
      );
    }
  });
});

describe('POST .../locations/{id}/devices', () => {
  const add = (url: string, headers: Headers, payload: object) =>
    app.inject({ method: 'POST', url: `${url}/devices`, headers, payload });

  it('lets a household admin add a device of their own: no partner, DIY_CLAIM', async () => {
    const { household, home, admin } = await setUp();
    const mac = freshMac();
    const added = await add(homeUrl(household.id, home.id), admin.headers, {
      macAddress: mac.toLowerCase().replaceAll(':', ''),
      sku: 'ASD1001',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      macAddress: mac,
      consumerDeviceLocationId: home.id,
      sku: 'ASD1001',
      deviceCategory: 'SmokeDetector',
      installer: null,
      services: [],
    });
    expect(added.json().name).toBe(added.json().marketName);
    expect(await deviceRow(added.json().id)).toMatchObject({
      claimStatus: 'DIY_CLAIM',
      partnerAccountId: null,
      locationId: null,
      consumerLocationId: home.id,
    });
    const [history] = await db
      .select()
      .from(schema.deviceHistory)
      .where(eq(schema.deviceHistory.deviceId, added.json().id));
    expect(history).toMatchObject({ event: 'REGISTERED', actor: `Test ${admin.user.lastName}` });
  });

  it('refuses others, an unknown SKU (400 body.sku) and a registered MAC (409); stores nothing', async () => {
    const { household, home, admin, member, guest, outsider, partners } = await setUp();
    const url = homeUrl(household.id, home.id);
    const mac = freshMac();
    const device = { macAddress: mac, sku: 'ATH6320WF2003' };
    expectError(await add(url, member.headers, device), 403);
    expectError(await add(url, guest.headers, device), 403);
    expectError(await add(url, outsider.headers, device), 404);
    expectError(await add(url, {}, device), 401);
    const sku = expectError(await add(url, admin.headers, { ...device, sku: 'NOPE-1' }), 400);
    expect(sku.fields?.map((f) => f.field)).toEqual(['body.sku']);
    const badMac = expectError(await add(url, admin.headers, { ...device, macAddress: '12' }), 400);
    expect(badMac.fields?.map((f) => f.field)).toEqual(['body.macAddress']);
    expect(await devicesWithMac(mac)).toEqual([]);
    const taken = expectError(
      await add(url, admin.headers, { ...device, macAddress: partners.macAddress }),
      409,
    );
    expect(taken.reasonCode).toBe('ALREADY_REGISTERED');
    expect(await devicesWithMac(partners.macAddress)).toHaveLength(1);
  });
});

describe('PUT, DELETE and unregister .../devices/{consumerDeviceId}', () => {
  const deviceUrl = (householdId: string, homeId: string, deviceId: string) =>
    `${homeUrl(householdId, homeId)}/devices/${deviceId}`;

  it('lets a household admin rename a device', async () => {
    const { household, home, admin, own } = await setUp();
    const renamed = await app.inject({
      method: 'PUT',
      url: deviceUrl(household.id, home.id, own.id),
      headers: admin.headers,
      payload: { name: ' Laundry ' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: own.id, name: 'Laundry' });
  });

  it('refuses others, bad names and devices of another home; changes nothing', async () => {
    const { household, home, admin, member, guest, outsider, own } = await setUp();
    const url = deviceUrl(household.id, home.id, own.id);
    const put = (headers: Headers, payload: object, at = url) =>
      app.inject({ method: 'PUT', url: at, headers, payload });
    expectError(await put(member.headers, { name: 'x' }), 403);
    expectError(await put(guest.headers, { name: 'x' }), 403);
    expectError(await put(outsider.headers, { name: 'x' }), 404);
    expectError(await put({}, { name: 'x' }), 401);
    const bad = expectError(await put(admin.headers, { name: '' }), 400);
    expect(bad.fields?.map((f) => f.field)).toEqual(['body.name']);
    const secondHome = await createHome(db, household);
    expectError(
      await put(admin.headers, { name: 'x' }, deviceUrl(household.id, secondHome.id, own.id)),
      404,
    );
    expect((await deviceRow(own.id))?.name).toBe('Basement');
  });

  it("DELETE takes a partner's device out of the home and unregisters the homeowner's own", async () => {
    const { household, home, admin, installer, partners, own } = await setUp();
    for (const device of [partners, own]) {
      const removed = await app.inject({
        method: 'DELETE',
        url: deviceUrl(household.id, home.id, device.id),
        headers: admin.headers,
      });
      expect(removed.statusCode, removed.body).toBe(204);
    }
    expect(await deviceRow(partners.id)).toMatchObject({
      partnerAccountId: installer.id,
      consumerLocationId: null,
    });
    expect(await deviceRow(own.id)).toBeUndefined();
  });

  it('unregister releases any device entirely; its MAC can be registered again', async () => {
    const { household, home, admin, partners } = await setUp();
    const released = await app.inject({
      method: 'POST',
      url: `${deviceUrl(household.id, home.id, partners.id)}/unregister`,
      headers: admin.headers,
    });
    expect(released.statusCode, released.body).toBe(204);
    expect(await deviceRow(partners.id)).toBeUndefined();
    const again = await app.inject({
      method: 'POST',
      url: `${homeUrl(household.id, home.id)}/devices`,
      headers: admin.headers,
      payload: { macAddress: partners.macAddress, sku: 'ATH6320WF2003' },
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('DELETE and unregister refuse others and change nothing', async () => {
    const { household, home, member, guest, outsider, partners, own } = await setUp();
    for (const [method, suffix] of [
      ['DELETE', ''],
      ['POST', '/unregister'],
    ] as const) {
      for (const device of [partners, own]) {
        const url = `${deviceUrl(household.id, home.id, device.id)}${suffix}`;
        expectError(await app.inject({ method, url, headers: member.headers }), 403);
        expectError(await app.inject({ method, url, headers: guest.headers }), 403);
        expectError(await app.inject({ method, url, headers: outsider.headers }), 404);
        expectError(await app.inject({ method, url }), 401);
      }
    }
    expect(await deviceRow(partners.id)).toMatchObject({ consumerLocationId: home.id });
    expect(await deviceRow(own.id)).toMatchObject({ consumerLocationId: home.id });
  });
});
