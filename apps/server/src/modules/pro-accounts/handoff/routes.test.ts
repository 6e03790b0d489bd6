import { schema } from '@portal/db';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerWithHome, registerDevice } from '../../../test/customers';
import { buildTestApp, expectError } from '../../../test/helper';
import { mailsTo } from '../../../test/identity';
import { createCompany, loner, makePlatformAdmin, member } from '../../../test/partners';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;
const base = (companyId: string) => `/api/v1/proAccounts/${companyId}`;

/** A giving company with a customer's home of two devices, and a receiving company. */
async function setUp() {
  const source = await createCompany(db, { name: 'Northside Air' });
  const owner = await member(app, db, source, ['OWNER']);
  const admin = await member(app, db, source, ['COMPANY_ADMIN']);
  const tech = await member(app, db, source, ['TECHNICIAN']);
  const sales = await member(app, db, source, ['SALES']);
  const target = await createCompany(db, { name: 'Southside Heating' });
  const targetOwner = await member(app, db, target, ['OWNER'], { locale: 'de' });
  const targetAdmin = await member(app, db, target, ['COMPANY_ADMIN']);
  const targetTech = await member(app, db, target, ['TECHNICIAN']);
  const { customerId, locationId } = await customerWithHome(app, source.id, owner.headers);
  const first = await registerDevice(app, source.id, locationId, tech.headers);
  const second = await registerDevice(app, source.id, locationId, tech.headers);
  return {
    source,
    owner,
    admin,
    tech,
    sales,
    target,
    targetOwner,
    targetAdmin,
    targetTech,
    customerId,
    locationId,
    deviceIds: [first.id, second.id],
  };
}
type Setup = Awaited<ReturnType<typeof setUp>>;

const handOff = (headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/proAccounts/deviceHandoff', headers, payload });

const request = (s: Setup, overrides: object = {}) => ({
  partnerAccountId: s.source.id,
  partnerDeviceLocationId: s.locationId,
  targetPartnerAccountId: s.target.id,
  ...overrides,
});

async function homeRow(locationId: string) {
  const [row] = await db
    .select()
    .from(schema.partnerDeviceLocations)
    .where(eq(schema.partnerDeviceLocations.id, locationId));
  return row;
}

async function targetCustomers(s: Setup) {
  return db
    .select()
    .from(schema.partnerCustomers)
    .where(eq(schema.partnerCustomers.partnerAccountId, s.target.id));
}

describe('POST /api/v1/proAccounts/deviceHandoff', () => {
  it('moves the home and its devices to a copy of the customer at the receiving company', async () => {
    const s = await setUp();
    const [first, second] = s.deviceIds as [string, string];
    // An open request of each kind, and an open homeowner invite.
    await app.inject({
      method: 'POST',
      url: `${base(s.source.id)}/devices/${first}/requestAccess`,
      headers: s.tech.headers,
    });
    const branding = await app.inject({
      method: 'POST',
      url: `${base(s.source.id)}/locations/${s.locationId}/services`,
      headers: s.tech.headers,
      payload: { deviceIds: [second], serviceType: 'BrandingPartnerDeviceService' },
    });
    await db
      .update(schema.partnerDeviceServices)
      .set({ consentStatus: 'ACCEPTED', respondedAt: new Date() })
      .where(eq(schema.partnerDeviceServices.id, branding.json()[0].id));
    await app.inject({
      method: 'POST',
      url: `${base(s.source.id)}/deviceInvites`,
      headers: s.tech.headers,
      payload: { partnerDeviceLocationId: s.locationId, email: `h-${Date.now()}@example.test` },
    });

    const response = await handOff(s.owner.headers, request(s));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      targetPartnerAccountId: s.target.id,
      partnerDeviceLocationId: s.locationId,
      deviceIds: [first, second],
    });
    expect(result.partnerCustomerId).not.toBe(s.customerId);

    // The receiving company sees the customer, the home and the devices, and may act on them.
    const customer = await app.inject({
      url: `${base(s.target.id)}/customers/${result.partnerCustomerId}?includeLocations=true`,
      headers: s.targetTech.headers,
    });
    expect(customer.statusCode, customer.body).toBe(200);
    expect(customer.json()).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      devicesCount: 2,
      locations: [{ id: s.locationId, devices: [{ id: first }, { id: second }] }],
    });
    const history = await app.inject({
      url: `${base(s.target.id)}/devices/${first}/history`,
      headers: s.targetTech.headers,
    });
    expect(history.json().nodes.slice(0, 2)).toMatchObject([
      { event: 'HANDED_OFF', detail: 'From Northside Air to Southside Heating' },
      { event: 'SERVICE_CANCELLED', detail: 'RemoteAccess' },
    ]);
    const secondHistory = await app.inject({
      url: `${base(s.target.id)}/devices/${second}/history`,
      headers: s.targetTech.headers,
    });
    expect(secondHistory.json().nodes[1]).toMatchObject({ event: 'SERVICE_REMOVED' });
    const access = await app.inject({
      method: 'POST',
      url: `${base(s.target.id)}/devices/${first}/requestAccess`,
      headers: s.targetTech.headers,
    });
    expect(access.statusCode, access.body).toBe(201);

    // The giving company keeps its customer, without the home and its devices.
    expectError(
      await app.inject({
        url: `${base(s.source.id)}/locations/${s.locationId}`,
        headers: s.owner.headers,
      }),
      404,
    );
    const kept = await app.inject({
      url: `${base(s.source.id)}/customers/${s.customerId}?includeLocations=true`,
      headers: s.owner.headers,
    });
    expect(kept.json()).toMatchObject({ locationsCount: 0, devicesCount: 0, locations: [] });
    expectError(
      await app.inject({
        url: `${base(s.source.id)}/devices/${first}/history`,
        headers: s.owner.headers,
      }),
      404,
    );
    const sourceServices = await db
      .select()
      .from(schema.partnerDeviceServices)
      .where(eq(schema.partnerDeviceServices.partnerAccountId, s.source.id));
    expect(sourceServices).toEqual([]);
    const invites = await db
      .select()
      .from(schema.deviceInvites)
      .where(eq(schema.deviceInvites.locationId, s.locationId));
    expect(invites.map((i) => i.status)).toEqual(['REJECTED']);

    // The receiving company's owners and admins hear of it, in their language.
    const [toOwner] = await mailsTo(app, s.targetOwner.user.email);
    expect(toOwner?.subject).toBe('Northside Air hat einen Kunden an Southside Heating übergeben');
    expect(toOwner?.links[0]?.url).toMatch(
      new RegExp(`/mybusiness/customers/${result.partnerCustomerId}$`),
    );
    const [toAdmin] = await mailsTo(app, s.targetAdmin.user.email);
    expect(toAdmin?.subject).toBe('Northside Air handed a customer over to Southside Heating');
    expect(await mailsTo(app, s.targetTech.user.email)).toEqual([]);
  });

  it("unlinks the home from the giving company's builder", async () => {
    const s = await setUp();
    const associates = `${base(s.source.id)}/associates`;
    const created = await app.inject({
      method: 'POST',
      url: associates,
      headers: s.owner.headers,
      payload: { associateType: 'Builder', name: 'Lakeside Homes' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const builderId = created.json().id;
    const linked = await app.inject({
      method: 'PUT',
      url: `${associates}/${builderId}/homes`,
      headers: s.owner.headers,
      payload: { add: [s.locationId] },
    });
    expect(linked.statusCode, linked.body).toBe(200);

    expect((await handOff(s.owner.headers, request(s))).statusCode).toBe(200);

    expect((await homeRow(s.locationId))?.associateId).toBeNull();
    const builder = await app.inject({
      url: `${associates}/${builderId}`,
      headers: s.owner.headers,
    });
    expect(builder.json().homes).toBe(0);
  });

  it('lets a company admin hand over; others get 403, a non-member 404, signed out 401; nothing changes', async () => {
    const s = await setUp();
    const outsider = await loner(app, db);
    expectError(await handOff(s.tech.headers, request(s)), 403);
    expectError(await handOff(s.sales.headers, request(s)), 403);
    expectError(await handOff(s.targetOwner.headers, request(s)), 404);
    expectError(await handOff(outsider.headers, request(s)), 404);
    expectError(await handOff({}, request(s)), 401);
    expect((await homeRow(s.locationId))?.partnerAccountId).toBe(s.source.id);
    expect(await targetCustomers(s)).toEqual([]);
    expect((await handOff(s.admin.headers, request(s))).statusCode).toBe(200);
  });

  it('is 400 on targetPartnerAccountId for the same, an inactive or an EMEA company; 404 for an unknown one or another home', async () => {
    const s = await setUp();
    const field = async (payload: object) =>
      expectError(await handOff(s.owner.headers, payload), 400).fields?.map((f) => f.field);
    expect(await field(request(s, { targetPartnerAccountId: s.source.id }))).toEqual([
      'body.targetPartnerAccountId',
    ]);
    const pending = await createCompany(db, { status: 'PENDING' });
    expect(await field(request(s, { targetPartnerAccountId: pending.id }))).toEqual([
      'body.targetPartnerAccountId',
    ]);
    const british = await createCompany(db, { countryCode: 'GB' });
    expect(await field(request(s, { targetPartnerAccountId: british.id }))).toEqual([
      'body.targetPartnerAccountId',
    ]);
    expect(await field(request(s, { partnerDeviceLocationId: 'x' }))).toEqual([
      'body.partnerDeviceLocationId',
    ]);
    expectError(
      await handOff(s.owner.headers, request(s, { targetPartnerAccountId: crypto.randomUUID() })),
      404,
    );
    const other = await setUp();
    expectError(
      await handOff(s.owner.headers, request(s, { partnerDeviceLocationId: other.locationId })),
      404,
    );
    expect((await homeRow(s.locationId))?.partnerAccountId).toBe(s.source.id);
    expect((await homeRow(other.locationId))?.partnerAccountId).toBe(other.source.id);
    const devices = await db
      .select()
      .from(schema.devices)
      .where(inArray(schema.devices.id, s.deviceIds));
    expect(devices.map((d) => d.partnerAccountId)).toEqual([s.source.id, s.source.id]);
    expect(await targetCustomers(s)).toEqual([]);
  });
});

describe('the platform administrators’ handoff routes', () => {
  it('hands over through /companies/{id}/deviceHandoff (the path names the giving company) and /core/devices/handoff', async () => {
    const s = await setUp();
    const platform = await loner(app, db);
    await makePlatformAdmin(db, platform.user);
    const byCompany = (headers: Headers, payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/companies/${s.source.id}/deviceHandoff`,
        headers,
        payload,
      });
    const payload = {
      partnerAccountId: s.target.id,
      partnerDeviceLocationId: s.locationId,
      targetPartnerAccountId: s.target.id,
    };
    expectError(await byCompany(s.owner.headers, payload), 403);
    expectError(await byCompany({}, payload), 401);
    const response = await byCompany(platform.headers, payload);
    expect(response.statusCode, response.body).toBe(200);
    expect((await homeRow(s.locationId))?.partnerAccountId).toBe(s.target.id);

    // And back again through the core route.
    const core = (headers: Headers) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/core/devices/handoff',
        headers,
        payload: {
          partnerAccountId: s.target.id,
          partnerDeviceLocationId: s.locationId,
          targetPartnerAccountId: s.source.id,
        },
      });
    expectError(await core(s.targetOwner.headers), 403);
    const back = await core(platform.headers);
    expect(back.statusCode, back.body).toBe(200);
    const home = await homeRow(s.locationId);
    expect(home).toMatchObject({
      partnerAccountId: s.source.id,
      customerId: back.json().partnerCustomerId,
    });
    const history = await app.inject({
      url: `${base(s.source.id)}/devices/${s.deviceIds[0]}/history`,
      headers: s.owner.headers,
    });
    expect(history.json().nodes[0]).toMatchObject({
      event: 'HANDED_OFF',
      detail: 'From Southside Heating to Northside Air',
    });
    expectError(
      await app.inject({
        method: 'POST',
        url: `/api/v1/companies/${crypto.randomUUID()}/deviceHandoff`,
        headers: platform.headers,
        payload,
      }),
      404,
    );
  });
});
