import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  customerWithHome,
  homeSnapshot,
  joinHousehold,
  registerDevice,
} from '../../../test/customers';
import { buildTestApp, expectError } from '../../../test/helper';
import { createCompany, loner, member } from '../../../test/partners';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;
const base = (companyId: string) => `/api/v1/proAccounts/${companyId}`;

async function setUp() {
  const company = await createCompany(db, { name: 'Northside Air' });
  const owner = await member(app, db, company, ['OWNER']);
  const tech = await member(app, db, company, ['TECHNICIAN']);
  const sales = await member(app, db, company, ['SALES']);
  const { customerId, locationId } = await customerWithHome(app, company.id, owner.headers);
  return { company, owner, tech, sales, customerId, locationId };
}

type Team = Awaited<ReturnType<typeof setUp>>;

const preRegister = (team: Team, headers: Headers, payload?: object) =>
  app.inject({
    method: 'POST',
    url: `${base(team.company.id)}/consumerAccount`,
    headers,
    payload: payload ?? {
      partnerCustomerId: team.customerId,
      partnerDeviceLocationId: team.locationId,
    },
  });

const events = async (team: Team, deviceId: string) =>
  (
    await app.inject({
      url: `${base(team.company.id)}/devices/${deviceId}/history`,
      headers: team.sales.headers,
    })
  )
    .json()
    .nodes.map((e: { event: string }) => e.event);

describe('POST consumerAccount (pre-register)', () => {
  it('makes a household without members named after the customer; the home and its devices wait', async () => {
    const team = await setUp();
    const device = await registerDevice(app, team.company.id, team.locationId, team.tech.headers);
    const response = await preRegister(team, team.tech.headers);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      partnerDeviceLocationId: team.locationId,
      state: 'InPreRegistration',
      invite: null,
    });
    const [household] = await db
      .select()
      .from(schema.consumerAccounts)
      .where(eq(schema.consumerAccounts.id, body.consumerAccountId));
    expect(household?.name).toBe('Grace Hopper');
    const members = await db
      .select()
      .from(schema.consumerAccountUsers)
      .where(eq(schema.consumerAccountUsers.consumerAccountId, body.consumerAccountId));
    expect(members).toEqual([]);
    const [home] = await db
      .select()
      .from(schema.consumerLocations)
      .where(eq(schema.consumerLocations.id, body.consumerDeviceLocationId));
    expect(home).toMatchObject({
      locationName: 'Main house',
      address1: '12 Elm Street',
      zip: '78701',
    });
    expect(await homeSnapshot(db, team.locationId)).toMatchObject({
      state: 'InPreRegistration',
      consumerLocationId: body.consumerDeviceLocationId,
      devices: [{ state: 'InPreRegistration' }],
    });
    expect(await events(team, device.id)).toEqual(['PRE_REGISTERED', 'REGISTERED']);

    // The homeowner does not have the home yet: the partner still acts for it.
    const customer = await app.inject({
      url: `${base(team.company.id)}/customers/${team.customerId}?includeLocations=true`,
      headers: team.sales.headers,
    });
    expect(customer.json()).toMatchObject({
      homeownerStatus: 'NONE',
      locations: [{ state: 'InPreRegistration', homeownerLinked: false, hasHousehold: true }],
    });
    const waiting = await app.inject({
      url: `${base(team.company.id)}/devices/preRegistered`,
      headers: team.sales.headers,
    });
    expect(waiting.json()).toMatchObject({ totalCount: 1, nodes: [{ id: device.id }] });
    const later = await registerDevice(app, team.company.id, team.locationId, team.tech.headers);
    const [laterRow] = await db
      .select()
      .from(schema.devices)
      .where(eq(schema.devices.id, later.id));
    expect(laterRow).toMatchObject({
      state: 'InPreRegistration',
      consumerLocationId: body.consumerDeviceLocationId,
    });
  });

  it('refuses services at the pre-registered home with 409 LOCATION_IS_INPREREGISTRATION', async () => {
    const team = await setUp();
    const device = await registerDevice(app, team.company.id, team.locationId, team.tech.headers);
    await preRegister(team, team.tech.headers);
    const services = await app.inject({
      method: 'POST',
      url: `${base(team.company.id)}/locations/${team.locationId}/services`,
      headers: team.tech.headers,
      payload: { deviceIds: [device.id], serviceType: 'BrandingPartnerDeviceService' },
    });
    expect(expectError(services, 409).reasonCode).toBe('LOCATION_IS_INPREREGISTRATION');
    const access = await app.inject({
      method: 'POST',
      url: `${base(team.company.id)}/devices/${device.id}/requestAccess`,
      headers: team.tech.headers,
    });
    expect(expectError(access, 409).reasonCode).toBe('LOCATION_IS_INPREREGISTRATION');
  });

  it('is 409 ALREADY_REGISTERED for a home with a household, pre-registered or taken over', async () => {
    const team = await setUp();
    expect((await preRegister(team, team.owner.headers)).statusCode).toBe(201);
    const before = await homeSnapshot(db, team.locationId);
    const again = expectError(await preRegister(team, team.owner.headers), 409);
    expect(again.reasonCode).toBe('ALREADY_REGISTERED');
    expect(await homeSnapshot(db, team.locationId)).toEqual(before);

    const other = await setUp();
    const homeowner = await loner(app, db);
    await joinHousehold(db, other.locationId, [{ user: homeowner.user, role: 'ADMIN' }]);
    expect(expectError(await preRegister(other, other.owner.headers), 409).reasonCode).toBe(
      'ALREADY_REGISTERED',
    );
  });

  it('is 404 for a home not the customer’s or another tenant’s, 400 naming the field, 403 for sales, 401 signed out', async () => {
    const team = await setUp();
    const other = await setUp();
    const outsider = await loner(app, db);
    const before = await homeSnapshot(db, team.locationId);
    expectError(
      await preRegister(team, team.owner.headers, {
        partnerCustomerId: other.customerId,
        partnerDeviceLocationId: team.locationId,
      }),
      404,
    );
    expectError(
      await preRegister(other, other.owner.headers, {
        partnerCustomerId: team.customerId,
        partnerDeviceLocationId: team.locationId,
      }),
      404,
    );
    const bad = expectError(
      await preRegister(team, team.owner.headers, {
        partnerCustomerId: 'nope',
        partnerDeviceLocationId: team.locationId,
      }),
      400,
    );
    expect(bad.fields?.map((f) => f.field)).toEqual(['body.partnerCustomerId']);
    expectError(await preRegister(team, team.sales.headers), 403);
    expectError(await preRegister(team, outsider.headers), 404);
    expectError(await preRegister(team, {}), 401);
    expect(await homeSnapshot(db, team.locationId)).toEqual(before);
  });
});

describe('GET preRegistrationData', () => {
  it('answers the customer and its homes with their households; sales may read', async () => {
    const team = await setUp();
    const lake = await app.inject({
      method: 'POST',
      url: `${base(team.company.id)}/customers/${team.customerId}/locations`,
      headers: team.owner.headers,
      payload: {
        locationName: 'Lake house',
        address: {
          address1: '1 Shore Road',
          city: 'Austin',
          state: 'TX',
          zip: '78702',
          country: 'US',
        },
      },
    });
    const preRegistered = (await preRegister(team, team.tech.headers)).json();
    const url = `${base(team.company.id)}/customers/${team.customerId}/preRegistrationData`;
    const response = await app.inject({ url, headers: team.sales.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      customer: { id: team.customerId, firstName: 'Grace', lastName: 'Hopper', email: null },
      locations: [
        {
          id: team.locationId,
          state: 'InPreRegistration',
          consumerAccountId: preRegistered.consumerAccountId,
        },
        { id: lake.json().id, state: 'Normal', consumerAccountId: null },
      ],
    });
    const other = await setUp();
    expectError(
      await app.inject({
        url: `${base(other.company.id)}/customers/${team.customerId}/preRegistrationData`,
        headers: other.owner.headers,
      }),
      404,
    );
    expectError(await app.inject({ url }), 401);
  });
});
