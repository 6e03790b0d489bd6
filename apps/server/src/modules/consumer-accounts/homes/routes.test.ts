import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import {
  createHome,
  createHomeDevice,
  createPartnerHome,
  HOME_INPUT,
  householdWithEveryRole,
} from '../../../test/homeowners';
import { createCompany } from '../../../test/partners';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;
const homesUrl = (householdId: string) => `/api/v1/accounts/${householdId}/locations`;

async function homesOf(consumerAccountId: string) {
  return db
    .select()
    .from(schema.consumerLocations)
    .where(eq(schema.consumerLocations.consumerAccountId, consumerAccountId));
}

const deviceRow = async (id: string) =>
  (await db.select().from(schema.devices).where(eq(schema.devices.id, id)))[0];

describe('POST /api/v1/accounts/{id}/locations', () => {
  const add = (householdId: string, headers: Headers, payload: object = HOME_INPUT) =>
    app.inject({ method: 'POST', url: homesUrl(householdId), headers, payload });

  it('lets a household admin add a home', async () => {
    const { household, admin } = await householdWithEveryRole(app, db);
    const added = await add(household.id, admin.headers);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      consumerAccountId: household.id,
      locationName: 'Lake house',
      address: HOME_INPUT.address,
      devicesCount: 0,
      pendingServicesCount: 0,
    });
    expect((await homesOf(household.id)).map((h) => h.id)).toContain(added.json().id);
  });

  it('refuses members and guests (403), other households (404), signed out (401); stores nothing', async () => {
    const { household, member, guest, outsider } = await householdWithEveryRole(app, db);
    expectError(await add(household.id, member.headers), 403);
    expectError(await add(household.id, guest.headers), 403);
    expectError(await add(household.id, outsider.headers), 404);
    expectError(await add(household.id, {}), 401);
    expect(await homesOf(household.id)).toHaveLength(1);
  });

  it('refuses a bad address (400 naming the field) and stores nothing', async () => {
    const { household, admin } = await householdWithEveryRole(app, db);
    const refused = expectError(
      await add(household.id, admin.headers, {
        ...HOME_INPUT,
        address: { ...HOME_INPUT.address, city: '' },
      }),
      400,
    );
    expect(refused.fields?.map((f) => f.field)).toEqual(['body.address.city']);
    expect(await homesOf(household.id)).toHaveLength(1);
  });
});

describe('PUT /api/v1/accounts/{id}/locations/{locationId}', () => {
  const change = (householdId: string, homeId: string, headers: Headers, payload: object) =>
    app.inject({ method: 'PUT', url: `${homesUrl(householdId)}/${homeId}`, headers, payload });
  const renamed = { ...HOME_INPUT, locationName: 'Lake cabin' };

  it('lets a household admin change the name and address', async () => {
    const { household, home, admin } = await householdWithEveryRole(app, db);
    await createHomeDevice(db, home);
    const changed = await change(household.id, home.id, admin.headers, renamed);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: home.id,
      locationName: 'Lake cabin',
      address: HOME_INPUT.address,
      devicesCount: 1,
    });
  });

  it('refuses others and bad input, and changes nothing', async () => {
    const { household, home, member, guest, admin, outsider, otherHousehold } =
      await householdWithEveryRole(app, db);
    const otherHome = await createHome(db, otherHousehold);
    expectError(await change(household.id, home.id, member.headers, renamed), 403);
    expectError(await change(household.id, home.id, guest.headers, renamed), 403);
    expectError(await change(household.id, home.id, outsider.headers, renamed), 404);
    // A home of another household through one's own household id is not found either.
    expectError(await change(household.id, otherHome.id, admin.headers, renamed), 404);
    expectError(await change(household.id, home.id, {}, renamed), 401);
    const refused = expectError(
      await change(household.id, home.id, admin.headers, { ...renamed, locationName: '' }),
      400,
    );
    expect(refused.fields?.map((f) => f.field)).toEqual(['body.locationName']);
    const [stored] = await homesOf(household.id);
    expect(stored?.locationName).toBe(home.locationName);
  });
});

describe('DELETE /api/v1/accounts/{id}/locations/{locationId}', () => {
  const remove = (householdId: string, homeId: string, headers: Headers) =>
    app.inject({ method: 'DELETE', url: `${homesUrl(householdId)}/${homeId}`, headers });

  it("unregisters the homeowner's own devices and leaves partners' devices with the partner", async () => {
    const { household, home, admin } = await householdWithEveryRole(app, db);
    const company = await createCompany(db);
    const partnerHome = await createPartnerHome(db, company.id, home);
    const partners = await createHomeDevice(db, home, {
      partnerAccountId: company.id,
      locationId: partnerHome.id,
    });
    const own = await createHomeDevice(db, home);

    const removed = await remove(household.id, home.id, admin.headers);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await homesOf(household.id)).toEqual([]);
    expect(await deviceRow(own.id)).toBeUndefined();
    expect(await deviceRow(partners.id)).toMatchObject({
      partnerAccountId: company.id,
      locationId: partnerHome.id,
      consumerLocationId: null,
    });
    const [partnerHomeNow] = await db
      .select()
      .from(schema.partnerDeviceLocations)
      .where(eq(schema.partnerDeviceLocations.id, partnerHome.id));
    expect(partnerHomeNow?.consumerLocationId).toBeNull();
  });

  it('refuses members, guests, other households and signed-out callers; removes nothing', async () => {
    const { household, home, member, guest, outsider } = await householdWithEveryRole(app, db);
    const own = await createHomeDevice(db, home);
    expectError(await remove(household.id, home.id, member.headers), 403);
    expectError(await remove(household.id, home.id, guest.headers), 403);
    expectError(await remove(household.id, home.id, outsider.headers), 404);
    expectError(await remove(household.id, home.id, {}), 401);
    expect(await homesOf(household.id)).toHaveLength(1);
    expect(await deviceRow(own.id)).toBeDefined();
  });
});
