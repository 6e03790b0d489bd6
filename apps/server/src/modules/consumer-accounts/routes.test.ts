import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../test/helper';
import {
  createHome,
  createHousehold,
  householdUser,
  householdWithEveryRole,
} from '../../test/homeowners';
import { loner } from '../../test/partners';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => app.inject({ url, headers });

async function memberIds(consumerAccountId: string) {
  const rows = await db
    .select({ userId: schema.consumerAccountUsers.userId })
    .from(schema.consumerAccountUsers)
    .where(eq(schema.consumerAccountUsers.consumerAccountId, consumerAccountId));
  return rows.map((row) => row.userId).sort();
}

describe('GET and POST /api/v1/accounts', () => {
  it("creates a household with the caller as admin and lists the caller's households oldest first", async () => {
    const { user, headers } = await loner(app, db);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts',
      headers,
      payload: { name: '  Beach house family ' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const household = created.json();
    expect(household).toMatchObject({
      name: 'Beach house family',
      classification: 'RESIDENTIAL',
      role: 'ADMIN',
    });
    expect(household).not.toHaveProperty('locations');
    expect(await memberIds(household.id)).toEqual([user.id]);

    const second = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts',
      headers,
      payload: { name: 'Office', classification: 'COMMERCIAL' },
    });
    expect(second.statusCode).toBe(201);
    // A household the caller does not belong to stays out of the list.
    await createHousehold(db, { name: 'Not mine' });

    const first = await get('/api/v1/accounts?first=1', headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      nodes: [{ id: household.id, name: 'Beach house family', role: 'ADMIN' }],
      totalCount: 2,
      pageInfo: { hasNextPage: true, hasPreviousPage: false },
    });
    const next = await get(
      `/api/v1/accounts?first=1&after=${first.json().pageInfo.endCursor}`,
      headers,
    );
    expect(next.json().nodes.map((n: { name: string }) => n.name)).toEqual(['Office']);
    expect(next.json().pageInfo.hasNextPage).toBe(false);
  });

  it('answers each household with the role the caller holds in it', async () => {
    const household = await createHousehold(db);
    const guest = await householdUser(app, db, household, 'GUEST');
    const list = await get('/api/v1/accounts', guest.headers);
    expect(list.json().nodes).toEqual([
      expect.objectContaining({ id: household.id, role: 'GUEST' }),
    ]);
  });

  it('v2 adds the homes of each household', async () => {
    const { household, home, member } = await householdWithEveryRole(app, db);
    const second = await createHome(db, household, { locationName: 'Cabin' });
    const list = await get('/api/v2/accounts', member.headers);
    expect(list.statusCode, list.body).toBe(200);
    const [node] = list.json().nodes;
    expect(node.role).toBe('MEMBER');
    expect(node.locations.map((l: { id: string }) => l.id)).toEqual([home.id, second.id]);
    expect(node.locations[1]).toMatchObject({
      consumerAccountId: household.id,
      locationName: 'Cabin',
      devicesCount: 0,
      pendingServicesCount: 0,
    });
  });

  it('refuses a household without a name (400 naming it) and stores nothing', async () => {
    const { user, headers } = await loner(app, db);
    const refused = expectError(
      await app.inject({
        method: 'POST',
        url: '/api/v1/accounts',
        headers,
        payload: { name: ' ' },
      }),
      400,
    );
    expect(refused.fields?.map((f) => f.field)).toEqual(['body.name']);
    const stored = await db
      .select()
      .from(schema.consumerAccountUsers)
      .where(eq(schema.consumerAccountUsers.userId, user.id));
    expect(stored).toEqual([]);
  });

  it('answers 401 signed out', async () => {
    expectError(await get('/api/v1/accounts'), 401);
    expectError(await get('/api/v2/accounts'), 401);
    expectError(
      await app.inject({ method: 'POST', url: '/api/v1/accounts', payload: { name: 'x' } }),
      401,
    );
  });
});

describe('GET /api/v1/accounts/{id}/consumers', () => {
  it('lists the members in the order they joined, to any member; others get 404', async () => {
    const { household, admin, member, guest, outsider } = await householdWithEveryRole(app, db);
    const url = `/api/v1/accounts/${household.id}/consumers`;
    for (const caller of [admin, member, guest]) {
      const list = await get(url, caller.headers);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().totalCount).toBe(3);
      expect(list.json().nodes).toEqual([
        expect.objectContaining({ id: admin.user.id, role: 'ADMIN', email: admin.user.email }),
        expect.objectContaining({ id: member.user.id, role: 'MEMBER' }),
        expect.objectContaining({ id: guest.user.id, role: 'GUEST' }),
      ]);
    }
    const page = await get(`${url}?first=2`, admin.headers);
    expect(page.json().pageInfo.hasNextPage).toBe(true);
    expectError(await get(url, outsider.headers), 404);
    expectError(await get(`/api/v1/accounts/${crypto.randomUUID()}/consumers`, admin.headers), 404);
    expectError(await get(url), 401);
    const bad = expectError(await get(`${url}?first=0`, admin.headers), 400);
    expect(bad.fields?.map((f) => f.field)).toEqual(['querystring.first']);
  });
});

describe('DELETE /api/v1/accounts/{id}/consumers/{consumerUserId}', () => {
  const remove = (householdId: string, userId: string, headers: Headers = {}) =>
    app.inject({
      method: 'DELETE',
      url: `/api/v1/accounts/${householdId}/consumers/${userId}`,
      headers,
    });

  it('lets an admin remove a member, and anyone leave', async () => {
    const { household, admin, member, guest } = await householdWithEveryRole(app, db);
    const removed = await remove(household.id, member.user.id, admin.headers);
    expect(removed.statusCode, removed.body).toBe(204);
    const left = await remove(household.id, guest.user.id, guest.headers);
    expect(left.statusCode, left.body).toBe(204);
    expect(await memberIds(household.id)).toEqual([admin.user.id]);
  });

  it('refuses members and guests removing others (403) and changes nothing', async () => {
    const { household, admin, member, guest } = await householdWithEveryRole(app, db);
    const before = await memberIds(household.id);
    expectError(await remove(household.id, guest.user.id, member.headers), 403);
    expectError(await remove(household.id, member.user.id, guest.headers), 403);
    expectError(await remove(household.id, admin.user.id, member.headers), 403);
    expect(await memberIds(household.id)).toEqual(before);
  });

  it('keeps the last admin (409 USER_IS_DEVICE_ADMIN) until another member is admin', async () => {
    const { household, admin } = await householdWithEveryRole(app, db);
    const refused = expectError(await remove(household.id, admin.user.id, admin.headers), 409);
    expect(refused.reasonCode).toBe('USER_IS_DEVICE_ADMIN');
    expect(refused.message).toMatch(/Make another member an admin first/);
    const second = await householdUser(app, db, household, 'ADMIN');
    expect((await remove(household.id, admin.user.id, second.headers)).statusCode).toBe(204);
    expect(await memberIds(household.id)).not.toContain(admin.user.id);
  });

  it('answers 404 for another household, a non-member and a missing one; 401 signed out', async () => {
    const { household, admin, outsider, otherHousehold } = await householdWithEveryRole(app, db);
    const before = await memberIds(otherHousehold.id);
    expectError(await remove(otherHousehold.id, outsider.user.id, admin.headers), 404);
    expectError(await remove(household.id, admin.user.id, outsider.headers), 404);
    expectError(await remove(household.id, outsider.user.id, admin.headers), 404);
    expectError(await remove(household.id, admin.user.id), 401);
    expect(await memberIds(otherHousehold.id)).toEqual(before);
    const bad = expectError(await remove(household.id, 'not-a-uuid', admin.headers), 400);
    expect(bad.fields?.map((f) => f.field)).toEqual(['params.consumerUserId']);
  });
});
