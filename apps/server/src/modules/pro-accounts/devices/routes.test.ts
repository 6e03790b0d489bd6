import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  customerWithHome,
  freshMac,
  joinHousehold,
  preRegisterHome,
  registerDevice,
} from '../../../test/customers';
import { buildTestApp, expectError } from '../../../test/helper';
import { createCompany, loner, member } from '../../../test/partners';
import { csvField } from './export';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;
const base = (companyId: string) => `/api/v1/proAccounts/${companyId}`;

async function setUp() {
  const company = await createCompany(db);
  const owner = await member(app, db, company, ['OWNER']);
  const tech = await member(app, db, company, ['TECHNICIAN']);
  const sales = await member(app, db, company, ['SALES']);
  const { customerId, locationId } = await customerWithHome(app, company.id, owner.headers);
  return { company, owner, tech, sales, customerId, locationId };
}

const register = (companyId: string, locationId: string, headers: Headers, payload: object) =>
  app.inject({
    method: 'POST',
    url: `${base(companyId)}/locations/${locationId}/devices/register`,
    headers,
    payload,
  });

async function storedMac(mac: string) {
  return db.select().from(schema.devices).where(eq(schema.devices.macAddress, mac));
}

describe('device registration', () => {
  it('registers by MAC (normalised) and SKU, with the product and a history line', async () => {
    const { company, tech, locationId } = await setUp();
    const response = await register(company.id, locationId, tech.headers, {
      macAddress: 'a1-b2-c3-d4-e5-f6',
      sku: 'ATH6320WF2003',
      serialNumber: 'SN-1',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      macAddress: 'A1:B2:C3:D4:E5:F6',
      deviceType: 'WiFiThermostat',
      state: 'Normal',
      online: false,
      claimStatus: null,
      services: [],
    });
    const history = await app.inject({
      url: `${base(company.id)}/devices/${response.json().id}/history`,
      headers: tech.headers,
    });
    expect(history.json()).toMatchObject({ totalCount: 1, nodes: [{ event: 'REGISTERED' }] });
  });

  it('is 400 on sku for an unknown SKU and on macAddress for a bad MAC, storing nothing', async () => {
    const { company, tech, locationId } = await setUp();
    const mac = freshMac();
    const sku = expectError(
      await register(company.id, locationId, tech.headers, { macAddress: mac, sku: 'NOPE-1' }),
      400,
    );
    expect(sku.fields).toEqual([{ field: 'body.sku', message: expect.any(String) }]);
    const bad = expectError(
      await register(company.id, locationId, tech.headers, { macAddress: '12:34', sku: 'X' }),
      400,
    );
    expect(bad.fields?.map((f) => f.field)).toEqual(['body.macAddress']);
    expect(await storedMac(mac)).toEqual([]);
  });

  it('is 409 ALREADY_REGISTERED for a MAC registered by any company', async () => {
    const first = await setUp();
    const device = await registerDevice(
      app,
      first.company.id,
      first.locationId,
      first.tech.headers,
    );
    const other = await setUp();
    const error = expectError(
      await register(other.company.id, other.locationId, other.owner.headers, {
        macAddress: device.macAddress,
        sku: 'AWLD3001',
      }),
      409,
    );
    expect(error.reasonCode).toBe('ALREADY_REGISTERED');
  });

  it('is 403 for sales, 404 at another tenant’s home or for a non-member, 401 signed out', async () => {
    const { company, sales, locationId } = await setUp();
    const other = await setUp();
    const outsider = await loner(app, db);
    const payload = { macAddress: freshMac(), sku: 'ATH6320WF2003' };
    expectError(await register(company.id, locationId, sales.headers, payload), 403);
    expectError(await register(other.company.id, locationId, other.owner.headers, payload), 404);
    expectError(await register(company.id, locationId, outsider.headers, payload), 404);
    expectError(await register(company.id, locationId, {}, payload), 401);
    expect(await storedMac(payload.macAddress)).toEqual([]);
  });
});

describe('unregistering', () => {
  it('by MAC address and by id; another tenant gets 404', async () => {
    const { company, tech, sales, locationId } = await setUp();
    const other = await setUp();
    const one = await registerDevice(app, company.id, locationId, tech.headers);
    const two = await registerDevice(app, company.id, locationId, tech.headers);
    const byMac = (companyId: string, headers: Headers) =>
      app.inject({
        method: 'POST',
        url: `${base(companyId)}/locations/${locationId}/devices/${one.macAddress}/unregister`,
        headers,
      });
    expectError(await byMac(company.id, sales.headers), 403);
    expectError(await byMac(other.company.id, other.owner.headers), 404);
    expect((await byMac(company.id, tech.headers)).statusCode).toBe(204);
    expect(await storedMac(one.macAddress)).toEqual([]);
    const byId = await app.inject({
      method: 'DELETE',
      url: `${base(company.id)}/locations/${locationId}/devices/${two.id}`,
      headers: tech.headers,
    });
    expect(byId.statusCode).toBe(204);
    expect(await storedMac(two.macAddress)).toEqual([]);
  });
});

describe('device lists, claim and export', () => {
  it('claims a device, lists it as claimed and exports it as CSV; pre-registered lists waiting ones', async () => {
    const { company, tech, sales, locationId } = await setUp();
    const device = await registerDevice(app, company.id, locationId, tech.headers, 'AWLD3001');
    await db
      .update(schema.devices)
      .set({ serialNumber: '=cmd|"x"' })
      .where(eq(schema.devices.id, device.id));
    expectError(
      await app.inject({
        method: 'POST',
        url: `${base(company.id)}/devices/${device.id}/claim`,
        headers: sales.headers,
      }),
      403,
    );
    const claim = await app.inject({
      method: 'POST',
      url: `${base(company.id)}/devices/${device.id}/claim`,
      headers: tech.headers,
    });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().claimStatus).toBe('PRO_CLAIM');

    const claimed = await app.inject({
      url: `${base(company.id)}/devices/claimed`,
      headers: sales.headers,
    });
    expect(claimed.json()).toMatchObject({ totalCount: 1, nodes: [{ id: device.id }] });

    const csv = await app.inject({
      url: `${base(company.id)}/devices/claimed/export`,
      headers: sales.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^MAC address,Serial number,SKU,Model,Device type/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${device.macAddress},"'=cmd|""x""",AWLD3001,`);
    expect(lines[0]).toMatch(/,Customer,Home,Address$/);
    expect(lines[1]).toMatch(/,Grace Hopper,Main house,"12 Elm Street, Austin, TX 78701, US"$/);

    const waiting = await app.inject({
      url: `${base(company.id)}/devices/preRegistered`,
      headers: sales.headers,
    });
    expect(waiting.json().totalCount).toBe(0);

    const other = await setUp();
    expectError(
      await app.inject({
        url: `${base(other.company.id)}/devices/${device.id}/history`,
        headers: other.owner.headers,
      }),
      404,
    );
    const theirs = await app.inject({
      url: `${base(other.company.id)}/devices/claimed/export`,
      headers: other.owner.headers,
    });
    expect(theirs.body.trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('quotes CSV fields that need it', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('plain')).toBe('plain');
  });
});

describe('GET locations/unregisteredDevices', () => {
  it('lists devices at homes the homeowner does not have yet, newest first, with home and customer', async () => {
    const { company, owner, tech, sales, customerId, locationId } = await setUp();
    const url = `${base(company.id)}/locations/unregisteredDevices`;
    const older = await registerDevice(app, company.id, locationId, tech.headers);
    const newer = await registerDevice(app, company.id, locationId, tech.headers);
    await preRegisterHome(app, company.id, { customerId, locationId }, owner.headers);

    const first = await app.inject({ url: `${url}?first=1`, headers: sales.headers });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      totalCount: 2,
      pageInfo: { hasNextPage: true },
      nodes: [
        {
          id: newer.id,
          state: 'InPreRegistration',
          partnerDeviceLocationId: locationId,
          locationName: 'Main house',
          customer: { id: customerId, firstName: 'Grace', lastName: 'Hopper' },
        },
      ],
    });
    const next = await app.inject({
      url: `${url}?first=1&after=${first.json().pageInfo.endCursor}`,
      headers: sales.headers,
    });
    expect(next.json().nodes.map((d: { id: string }) => d.id)).toEqual([older.id]);

    // Once the homeowner is in the household, the home is theirs: linked, and off the list.
    const homeowner = await loner(app, db);
    await joinHousehold(db, locationId, [{ user: homeowner.user, role: 'ADMIN' }]);
    expect((await app.inject({ url, headers: sales.headers })).json().totalCount).toBe(0);
    const customer = await app.inject({
      url: `${base(company.id)}/customers/${customerId}?includeLocations=true`,
      headers: sales.headers,
    });
    expect(customer.json()).toMatchObject({
      homeownerStatus: 'LINKED',
      locations: [{ homeownerLinked: true, hasHousehold: true }],
    });
  });

  it('shows another tenant none of them; 404 for a non-member, 401 signed out', async () => {
    const { company, tech, locationId } = await setUp();
    await registerDevice(app, company.id, locationId, tech.headers);
    const other = await setUp();
    const outsider = await loner(app, db);
    const theirs = await app.inject({
      url: `${base(other.company.id)}/locations/unregisteredDevices`,
      headers: other.sales.headers,
    });
    expect(theirs.json()).toMatchObject({ totalCount: 0, nodes: [] });
    const url = `${base(company.id)}/locations/unregisteredDevices`;
    expectError(await app.inject({ url, headers: outsider.headers }), 404);
    expectError(await app.inject({ url }), 401);
  });
});
