import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerWithHome, freshMac, registerDevice } from '../../../test/customers';
import { buildTestApp, expectError } from '../../../test/helper';
import {
  createHomeDevice,
  createServiceRequest,
  householdWithEveryRole,
} from '../../../test/homeowners';
import { createCompany, loner, member } from '../../../test/partners';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;

/**
 * A company's device at a customer's home that the homeowner took over into their household's
 * home, with people on every side of it.
 */
async function setUp() {
  const company = await createCompany(db);
  const owner = await member(app, db, company, ['OWNER']);
  const tech = await member(app, db, company, ['TECHNICIAN']);
  const sales = await member(app, db, company, ['SALES']);
  const { locationId } = await customerWithHome(app, company.id, owner.headers);
  const registered = await registerDevice(app, company.id, locationId, tech.headers);
  const people = await householdWithEveryRole(app, db);
  await db
    .update(schema.devices)
    .set({ consumerLocationId: people.home.id })
    .where(eq(schema.devices.id, registered.id));
  const otherCompany = await createCompany(db);
  const rival = await member(app, db, otherCompany, ['OWNER']);
  const stranger = await loner(app, db);
  return { company, owner, tech, sales, device: registered, rival, stranger, ...people };
}

const get = (url: string, headers: Headers) => app.inject({ url, headers });

async function storedDevice(deviceId: string) {
  const [row] = await db.select().from(schema.devices).where(eq(schema.devices.id, deviceId));
  return row;
}

/** "AA:BB:CC:DD:EE:FF" as a person might type it: "aa-bb-cc-dd-ee-ff". */
const typed = (mac: string) => mac.toLowerCase().replaceAll(':', '-');

describe('GET /api/v1/core/devices', () => {
  it('lists what the company member and the household see, and nothing to others', async () => {
    const s = await setUp();
    const diy = await createHomeDevice(db, s.home);
    const list = (headers: Headers, query = '') => get(`/api/v1/core/devices${query}`, headers);

    const company = await list(s.sales.headers);
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json()).toMatchObject({ totalCount: 1, nodes: [{ id: s.device.id }] });

    const household = (await list(s.guest.headers, '?skipCache=true')).json();
    expect(household.totalCount).toBe(2);
    expect(household.nodes.map((d: { id: string }) => d.id)).toEqual([diy.id, s.device.id]);

    for (const other of [s.rival, s.outsider, s.stranger]) {
      expect((await list(other.headers)).json()).toMatchObject({ totalCount: 0, nodes: [] });
    }
  });

  it('keeps the one device with a MAC in any notation; a malformed MAC is 400', async () => {
    const s = await setUp();
    await registerDevice(
      app,
      s.company.id,
      (await customerWithHome(app, s.company.id, s.owner.headers)).locationId,
      s.tech.headers,
    );
    const byMac = await get(
      `/api/v1/core/devices?macAddress=${typed(s.device.macAddress)}`,
      s.owner.headers,
    );
    expect(byMac.json()).toMatchObject({
      totalCount: 1,
      nodes: [{ id: s.device.id, macAddress: s.device.macAddress }],
    });
    const bad = expectError(
      await get('/api/v1/core/devices?macAddress=12:34', s.owner.headers),
      400,
    );
    expect(bad.fields?.map((f) => f.field)).toEqual(['querystring.macAddress']);
  });

  it('pages by cursor and is 401 signed out', async () => {
    const s = await setUp();
    await createHomeDevice(db, s.home);
    await createHomeDevice(db, s.home);
    const first = (await get('/api/v1/core/devices?first=2', s.admin.headers)).json();
    expect(first).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    const next = (
      await get(`/api/v1/core/devices?first=2&after=${first.pageInfo.endCursor}`, s.admin.headers)
    ).json();
    expect(next.nodes.map((d: { id: string }) => d.id)).toEqual([s.device.id]);
    expectError(await get('/api/v1/core/devices', {}), 401);
  });
});

describe('POST /api/v1/core/devices', () => {
  const ask = (headers: Headers, macAddresses: unknown) =>
    app.inject({ method: 'POST', url: '/api/v1/core/devices', headers, payload: { macAddresses } });

  it('tells registered from free, and whether the caller holds it, naming no owner', async () => {
    const s = await setUp();
    const free = freshMac();
    const asked = [typed(s.device.macAddress), free.replaceAll(':', '')];
    const mine = await ask(s.owner.headers, asked);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({
      nodes: [
        { macAddress: s.device.macAddress, registered: true, registeredByCaller: true },
        { macAddress: free, registered: false, registeredByCaller: false },
      ],
    });
    expect((await ask(s.member.headers, asked)).json().nodes[0].registeredByCaller).toBe(true);
    expect((await ask(s.rival.headers, asked)).json().nodes).toEqual([
      { macAddress: s.device.macAddress, registered: true, registeredByCaller: false },
      { macAddress: free, registered: false, registeredByCaller: false },
    ]);
  });

  it('is 400 on a malformed MAC, none or over 100, and 401 signed out', async () => {
    const s = await setUp();
    const bad = expectError(await ask(s.owner.headers, [freshMac(), 'nope']), 400);
    expect(bad.fields?.map((f) => f.field)).toEqual(['body.macAddresses.1']);
    expectError(await ask(s.owner.headers, []), 400);
    expectError(await ask(s.owner.headers, Array.from({ length: 101 }, freshMac)), 400);
    expectError(await ask({}, [freshMac()]), 401);
  });
});

describe('GET /api/v{1,2}/core/devices/{deviceId}', () => {
  it('answers the device to the company and the household, 404 to anyone else', async () => {
    const s = await setUp();
    await createServiceRequest(db, s.device, s.company.id);
    for (const version of ['v1', 'v2']) {
      const url = `/api/${version}/core/devices/${s.device.id}`;
      for (const who of [s.sales, s.guest]) {
        const response = await get(url, who.headers);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({
          id: s.device.id,
          macAddress: s.device.macAddress,
          deviceType: 'WiFiThermostat',
          services: [{ serviceType: 'RemoteAccess', consentStatus: 'PENDING' }],
        });
      }
      for (const other of [s.rival, s.outsider, s.stranger])
        expectError(await get(url, other.headers), 404);
      expectError(await get(url, {}), 401);
    }
    expectError(await get(`/api/v1/core/devices/${crypto.randomUUID()}`, s.owner.headers), 404);
    const bad = expectError(await get('/api/v1/core/devices/nope', s.owner.headers), 400);
    expect(bad.fields?.map((f) => f.field)).toEqual(['params.deviceId']);
  });
});

describe('PUT /api/v1/core/devices/{deviceId}', () => {
  const put = (deviceId: string, headers: Headers, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/v1/core/devices/${deviceId}`, headers, payload });

  it('lets the company (customers:manage) and a household admin change it, with history', async () => {
    const s = await setUp();
    const byTech = await put(s.device.id, s.tech.headers, {
      serialNumber: 'SN-9',
      state: 'UnderMaintenance',
    });
    expect(byTech.statusCode, byTech.body).toBe(200);
    expect(byTech.json()).toMatchObject({ serialNumber: 'SN-9', state: 'UnderMaintenance' });
    const byAdmin = await put(s.device.id, s.admin.headers, { state: 'Normal' });
    expect(byAdmin.json()).toMatchObject({ serialNumber: 'SN-9', state: 'Normal' });

    const history = await get(
      `/api/v1/proAccounts/${s.company.id}/devices/${s.device.id}/history`,
      s.owner.headers,
    );
    expect(history.json().nodes).toMatchObject([
      { event: 'DETAILS_CHANGED', detail: 'State: UnderMaintenance → Normal' },
      {
        event: 'DETAILS_CHANGED',
        detail: 'Serial number: — → SN-9; State: Normal → UnderMaintenance',
      },
      { event: 'REGISTERED' },
    ]);
  });

  it('refuses others and bad input, changing nothing', async () => {
    const s = await setUp();
    const before = await storedDevice(s.device.id);
    const change = { serialNumber: 'SN-X', state: 'UnderMaintenance' };
    for (const seesIt of [s.sales, s.member, s.guest]) {
      expectError(await put(s.device.id, seesIt.headers, change), 403);
    }
    for (const other of [s.rival, s.outsider, s.stranger]) {
      expectError(await put(s.device.id, other.headers, change), 404);
    }
    expectError(await put(s.device.id, {}, change), 401);
    const bad = expectError(
      await put(s.device.id, s.owner.headers, { serialNumber: 'SN-X', state: 'InPreRegistration' }),
      400,
    );
    expect(bad.fields?.map((f) => f.field)).toEqual(['body.state']);
    expect(await storedDevice(s.device.id)).toEqual(before);
  });

  it('keeps a device waiting in pre-registration in that state (409)', async () => {
    const s = await setUp();
    await db
      .update(schema.devices)
      .set({ state: 'InPreRegistration' })
      .where(eq(schema.devices.id, s.device.id));
    const error = expectError(await put(s.device.id, s.owner.headers, { state: 'Normal' }), 409);
    expect(error.reasonCode).toBe('LOCATION_IS_INPREREGISTRATION');
    expect((await storedDevice(s.device.id))?.state).toBe('InPreRegistration');
  });
});

describe('GET /api/v1/core/devices/{macAddress}/info and /userInfo', () => {
  const of = (mac: string, what: string) => `/api/v1/core/devices/${typed(mac)}/${what}`;

  it('info: what the device is, for those who see it', async () => {
    const s = await setUp();
    for (const who of [s.sales, s.guest]) {
      const response = await get(of(s.device.macAddress, 'info'), who.headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        macAddress: s.device.macAddress,
        sku: 'ATH6320WF2003',
        marketName: expect.any(String),
        deviceType: 'WiFiThermostat',
        deviceCategory: 'Thermostat',
        productFamily: 'Thermostat',
        online: false,
        lastSeenAt: null,
      });
    }
    expectError(await get(of(s.device.macAddress, 'info'), s.rival.headers), 404);
    expectError(await get(of(s.device.macAddress, 'info'), {}), 401);
    const bad = expectError(await get('/api/v1/core/devices/12-34/info', s.owner.headers), 400);
    expect(bad.fields?.map((f) => f.field)).toEqual(['params.macAddress']);
  });

  it('userInfo: the household and its admins, for the company once a service is accepted', async () => {
    const s = await setUp();
    const url = of(s.device.macAddress, 'userInfo');
    const pending = await createServiceRequest(db, s.device, s.company.id);
    expectError(await get(url, s.sales.headers), 404);
    await db
      .update(schema.partnerDeviceServices)
      .set({ consentStatus: 'ACCEPTED', respondedAt: new Date() })
      .where(eq(schema.partnerDeviceServices.id, pending.id));
    const response = await get(url, s.sales.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      name: s.household.name,
      admins: [
        {
          firstName: s.admin.user.firstName,
          lastName: s.admin.user.lastName,
          email: s.admin.user.email,
        },
      ],
    });
    for (const other of [s.admin, s.rival, s.stranger])
      expectError(await get(url, other.headers), 404);
  });
});
