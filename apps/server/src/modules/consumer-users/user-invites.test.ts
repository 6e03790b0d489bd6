import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerWithHome, registerDevice } from '../../test/customers';
import { buildTestApp, expectError } from '../../test/helper';
import {
  addHouseholdUser,
  createHome,
  createHomeDevice,
  createHousehold,
  householdUser,
} from '../../test/homeowners';
import { createUser } from '../../test/identity';
import { createCompany, member, signIn } from '../../test/partners';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;

/** A household with a home holding one device, its admin, and someone to invite. */
async function setUp(options: { emailVerified?: boolean } = {}) {
  const household = await createHousehold(db, { name: 'The Smiths' });
  const home = await createHome(db, household, { locationName: 'Beach house' });
  await createHomeDevice(db, home);
  const admin = await householdUser(app, db, household, 'ADMIN');
  const user = await createUser(db, { emailVerified: options.emailVerified ?? true });
  const invitee = { user, headers: await signIn(app, user) };
  return { household, home, admin, invitee };
}

async function invite(
  place: { household: { id: string } } | { home: { id: string } },
  headers: Headers,
  email: string,
  role = 'MEMBER',
) {
  const url =
    'home' in place
      ? `/api/v1/users/my/locations/${place.home.id}/invites`
      : `/api/v1/accounts/${place.household.id}/invites`;
  const response = await app.inject({ method: 'POST', url, headers, payload: { email, role } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

const answer = (inviteId: string, verb: 'accept' | 'reject', headers: Headers) =>
  app.inject({ method: 'PUT', url: `/api/v1/users/my/userInvites/${inviteId}/${verb}`, headers });

const listInvites = (headers: Headers, query = '') =>
  app.inject({ url: `/api/v1/users/my/invites${query}`, headers });

async function stored(inviteId: string) {
  const [row] = await db
    .select()
    .from(schema.consumerInvites)
    .where(eq(schema.consumerInvites.id, inviteId));
  return row;
}

const householdsOf = async (headers: Headers) =>
  (await app.inject({ url: '/api/v1/users/my', headers })).json().consumerAccounts;

describe('PUT /users/my/userInvites/{id}/accept and /reject', () => {
  it('joins the household with the role offered; the invite is ACCEPTED and cannot be taken twice', async () => {
    const { household, home, admin, invitee } = await setUp();
    const sent = await invite({ home }, admin.headers, invitee.user.email.toUpperCase(), 'GUEST');
    const response = await answer(sent.id, 'accept', invitee.headers);
    expect(response.statusCode, response.body).toBe(204);
    expect(await householdsOf(invitee.headers)).toEqual([
      { id: household.id, name: 'The Smiths', role: 'GUEST' },
    ]);
    expect(await stored(sent.id)).toMatchObject({
      status: 'ACCEPTED',
      respondedAt: expect.any(Date),
    });
    const again = expectError(await answer(sent.id, 'accept', invitee.headers), 409);
    expect(again.reasonCode).toBe('INVITE_ALREADY_COMPLETED');
  });

  it('needs a verified email (403); refuses another email (404), an expired invite and a member, changing nothing', async () => {
    const unverified = await setUp({ emailVerified: false });
    const open = await invite(unverified, unverified.admin.headers, unverified.invitee.user.email);
    const refused = expectError(await answer(open.id, 'accept', unverified.invitee.headers), 403);
    expect(refused.message).toBe('Verify your email address first.');
    expect(await stored(open.id)).toMatchObject({ status: 'PENDING' });
    expect(await householdsOf(unverified.invitee.headers)).toEqual([]);

    const { household, admin, invitee } = await setUp();
    const sent = await invite({ household }, admin.headers, invitee.user.email);
    // Someone else's invite answers as an unknown one: nothing tells that it exists.
    const unknown = expectError(await answer(crypto.randomUUID(), 'accept', admin.headers), 404);
    expect(expectError(await answer(sent.id, 'accept', admin.headers), 404)).toEqual(unknown);
    expect(expectError(await answer(sent.id, 'reject', admin.headers), 404)).toEqual(unknown);
    expect(await stored(sent.id)).toMatchObject({ status: 'PENDING' });

    await addHouseholdUser(db, household, invitee.user, 'MEMBER');
    const member = expectError(await answer(sent.id, 'accept', invitee.headers), 409);
    expect(member.reasonCode).toBe('ALREADY_REGISTERED');
    expect(await stored(sent.id)).toMatchObject({ status: 'PENDING' });

    await db
      .update(schema.consumerInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.consumerInvites.id, sent.id));
    const expired = expectError(await answer(sent.id, 'reject', invitee.headers), 409);
    expect(expired).toMatchObject({
      reasonCode: 'INVITE_ALREADY_COMPLETED',
      message: 'This invite has expired. Ask for a new one.',
    });
    expect(await stored(sent.id)).toMatchObject({ status: 'PENDING' });
  });

  it('declines; 404 for an unknown invite, 400 for a bad id, 401 signed out', async () => {
    const { household, admin, invitee } = await setUp({ emailVerified: false });
    const sent = await invite({ household }, admin.headers, invitee.user.email);
    expectError(await answer(sent.id, 'reject', {}), 401);
    expectError(await answer(crypto.randomUUID(), 'reject', invitee.headers), 404);
    const bad = expectError(await answer('nope', 'reject', invitee.headers), 400);
    expect(bad.fields?.map((f) => f.field)).toEqual(['params.inviteId']);
    const response = await answer(sent.id, 'reject', invitee.headers);
    expect(response.statusCode, response.body).toBe(204);
    expect(await stored(sent.id)).toMatchObject({ status: 'REJECTED' });
    expect(await householdsOf(invitee.headers)).toEqual([]);
  });
});

describe('GET /users/my/invites and /users/my/invites/{id}', () => {
  it("lists partners' and households' open invites to the caller, newest first, page by page", async () => {
    const { home, admin, invitee } = await setUp();
    const company = await createCompany(db, { name: 'Northside Air' });
    const owner = await member(app, db, company, ['OWNER']);
    const { locationId } = await customerWithHome(app, company.id, owner.headers);
    await registerDevice(app, company.id, locationId, owner.headers);
    const deviceInvite = await app.inject({
      method: 'POST',
      url: `/api/v1/proAccounts/${company.id}/deviceInvites`,
      headers: owner.headers,
      payload: { partnerDeviceLocationId: locationId, email: invitee.user.email },
    });
    expect(deviceInvite.statusCode, deviceInvite.body).toBe(201);
    const toHome = await invite({ home }, admin.headers, invitee.user.email, 'ADMIN');
    const other = await createHousehold(db, { name: 'The Joneses' });
    const otherAdmin = await householdUser(app, db, other, 'ADMIN');
    const toHousehold = await invite({ household: other }, otherAdmin.headers, invitee.user.email);
    // Neither an answered nor an expired invite is listed.
    const closed = await createHousehold(db);
    const closedAdmin = await householdUser(app, db, closed, 'ADMIN');
    const declined = await invite({ household: closed }, closedAdmin.headers, invitee.user.email);
    await answer(declined.id, 'reject', invitee.headers);
    const late = await createHousehold(db);
    const lateAdmin = await householdUser(app, db, late, 'ADMIN');
    const expired = await invite({ household: late }, lateAdmin.headers, invitee.user.email);
    await db
      .update(schema.consumerInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.consumerInvites.id, expired.id));

    const first = await listInvites(invitee.headers, '?first=2');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.totalCount).toBe(3);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.nodes).toEqual([
      expect.objectContaining({
        id: toHousehold.id,
        invitedType: 'ConsumerUser',
        from: `Test ${otherAdmin.user.lastName}`,
        locationName: 'The Joneses',
        role: 'MEMBER',
        devicesCount: 0,
      }),
      expect.objectContaining({
        id: toHome.id,
        invitedType: 'ConsumerUser',
        status: 'PENDING',
        email: invitee.user.email,
        from: `Test ${admin.user.lastName}`,
        locationName: 'Beach house',
        role: 'ADMIN',
        devicesCount: 1,
      }),
    ]);
    const rest = await listInvites(invitee.headers, `?first=2&after=${page.pageInfo.endCursor}`);
    expect(rest.json().nodes).toEqual([
      {
        id: deviceInvite.json().id,
        invitedType: 'ConsumerDevice',
        status: 'PENDING',
        email: invitee.user.email,
        expiresAt: expect.any(String),
        createdAt: expect.any(String),
        from: 'Northside Air',
        locationName: 'Main house',
        role: null,
        devicesCount: 1,
      },
    ]);
    expect(rest.json().pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect((await listInvites(admin.headers)).json()).toMatchObject({ totalCount: 0, nodes: [] });

    const one = await app.inject({
      url: `/api/v1/users/my/invites/${declined.id}`,
      headers: invitee.headers,
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ id: declined.id, status: 'REJECTED' });
    const byAnother = await app.inject({
      url: `/api/v1/users/my/invites/${toHome.id}`,
      headers: admin.headers,
    });
    expectError(byAnother, 404);
  });

  it('are not for an account whose email is not verified (403), though invites wait for that address', async () => {
    const { household, admin, invitee } = await setUp({ emailVerified: false });
    const sent = await invite({ household }, admin.headers, invitee.user.email);
    const list = expectError(await listInvites(invitee.headers), 403);
    expect(list.message).toBe('Verify your email address first.');
    const one = await app.inject({
      url: `/api/v1/users/my/invites/${sent.id}`,
      headers: invitee.headers,
    });
    expect(expectError(one, 403)).toEqual(list);
    // The same answer whether or not anything waits: it tells nothing about the address.
    const nobody = await setUp({ emailVerified: false });
    expect(expectError(await listInvites(nobody.invitee.headers), 403)).toEqual(list);
  });

  it('is 400 on a cursor of another list, 401 signed out', async () => {
    const { invitee } = await setUp();
    const bad = expectError(await listInvites(invitee.headers, '?after=bm9wZQ'), 400);
    expect(bad.fields?.map((f) => f.field)).toEqual(['querystring.after']);
    expectError(await listInvites({}), 401);
    expectError(await app.inject({ url: `/api/v1/users/my/invites/${crypto.randomUUID()}` }), 401);
  });
});
