import type { Database } from '@portal/db';
import { schema } from '@portal/db';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../test/helper';
import {
  addHouseholdUser,
  createHome,
  createHomeDevice,
  createHousehold,
  householdUser,
} from '../../test/homeowners';
import { addMember, createCompany } from '../../test/partners';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;

const me = (headers: Headers) => app.inject({ url: '/api/v1/users/my', headers });
const deleteMe = (headers: Headers) =>
  app.inject({ method: 'DELETE', url: '/api/v1/users/my', headers });

/** What a deletion may change: the user, their households, homes and devices. */
async function snapshot(database: Database, userId: string, householdIds: string[]) {
  const [users, households, homes, devices] = await Promise.all([
    database.select().from(schema.users).where(eq(schema.users.id, userId)),
    database
      .select()
      .from(schema.consumerAccountUsers)
      .where(inArray(schema.consumerAccountUsers.consumerAccountId, householdIds)),
    database
      .select()
      .from(schema.consumerLocations)
      .where(inArray(schema.consumerLocations.consumerAccountId, householdIds)),
    database.select({ id: schema.devices.id }).from(schema.devices),
  ]);
  return { users, households, homes, devices };
}

describe('GET and PUT /users/my', () => {
  it('answers the homeowner with their households, the first joined first; changes only the fields given', async () => {
    const first = await createHousehold(db, { name: 'Home' });
    const second = await createHousehold(db, { name: 'Cabin' });
    const owner = await householdUser(app, db, first, 'ADMIN');
    await addHouseholdUser(db, second, owner.user, 'GUEST');
    const response = await me(owner.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: owner.user.id,
      email: owner.user.email,
      emailVerified: true,
      firstName: 'Test',
      lastName: owner.user.lastName,
      locale: 'en',
      countryCode: null,
      consumerAccounts: [
        { id: first.id, name: 'Home', role: 'ADMIN' },
        { id: second.id, name: 'Cabin', role: 'GUEST' },
      ],
      createdAt: expect.any(String),
    });

    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/v1/users/my', headers: owner.headers, payload });
    const changed = await put({ firstName: ' Ada ', locale: 'de', countryCode: 'de' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      firstName: 'Ada',
      lastName: owner.user.lastName,
      locale: 'de',
      countryCode: 'DE',
    });
    const bad = expectError(await put({ firstName: '', countryCode: 'Germany' }), 400);
    expect(bad.fields?.map((f) => f.field).sort()).toEqual(['body.countryCode', 'body.firstName']);
    expect((await me(owner.headers)).json()).toMatchObject({ firstName: 'Ada', countryCode: 'DE' });
    expectError(await me({}), 401);
    expectError(
      await app.inject({ method: 'PUT', url: '/api/v1/users/my', payload: { locale: 'fr' } }),
      401,
    );
  });
});

describe('DELETE /users/my', () => {
  it("deletes the user, a household they were alone in with its homes and their own devices; a partner's devices stay", async () => {
    const company = await createCompany(db);
    const alone = await createHousehold(db);
    const home = await createHome(db, alone);
    const own = await createHomeDevice(db, home);
    const installed = await createHomeDevice(db, home, { partnerAccountId: company.id });
    const shared = await createHousehold(db);
    const homeowner = await householdUser(app, db, alone, 'ADMIN');
    await addHouseholdUser(db, shared, homeowner.user, 'MEMBER');
    await householdUser(app, db, shared, 'ADMIN');
    await addMember(db, company, homeowner.user, ['TECHNICIAN']);

    const response = await deleteMe(homeowner.headers);
    expect(response.statusCode, response.body).toBe(204);
    const after = await snapshot(db, homeowner.user.id, [alone.id, shared.id]);
    expect(after.users).toEqual([]);
    expect(after.homes).toEqual([]);
    expect(after.households.map((m) => m.consumerAccountId)).toEqual([shared.id]);
    const ids = after.devices.map((device) => device.id);
    expect(ids).toContain(installed.id);
    expect(ids).not.toContain(own.id);
    const [kept] = await db
      .select()
      .from(schema.devices)
      .where(eq(schema.devices.id, installed.id));
    expect(kept).toMatchObject({ partnerAccountId: company.id, consumerLocationId: null });
    expectError(await me(homeowner.headers), 404);
  });

  it('refuses the only admin of a shared household and an owner or admin of a company, changing nothing', async () => {
    const alone = await createHousehold(db);
    await createHomeDevice(db, await createHome(db, alone));
    const shared = await createHousehold(db);
    const admin = await householdUser(app, db, alone, 'ADMIN');
    await addHouseholdUser(db, shared, admin.user, 'ADMIN');
    await householdUser(app, db, shared, 'MEMBER');
    const before = await snapshot(db, admin.user.id, [alone.id, shared.id]);
    const onlyAdmin = expectError(await deleteMe(admin.headers), 409);
    expect(onlyAdmin.reasonCode).toBe('USER_IS_DEVICE_ADMIN');
    expect(await snapshot(db, admin.user.id, [alone.id, shared.id])).toEqual(before);

    // A second admin lets the first one go.
    await householdUser(app, db, shared, 'ADMIN');
    for (const role of ['OWNER', 'COMPANY_ADMIN'] as const) {
      const company = await createCompany(db);
      await addMember(db, company, admin.user, [role]);
      const leads = expectError(await deleteMe(admin.headers), 409);
      expect(leads.reasonCode).toBe('USER_IS_COMPANY_OWNER_OR_ADMIN');
      await db.delete(schema.partnerUsers).where(eq(schema.partnerUsers.userId, admin.user.id));
    }
    expect((await snapshot(db, admin.user.id, [alone.id, shared.id])).users).toHaveLength(1);
    expect((await deleteMe(admin.headers)).statusCode).toBe(204);
    expectError(await deleteMe({}), 401);
  });
});
