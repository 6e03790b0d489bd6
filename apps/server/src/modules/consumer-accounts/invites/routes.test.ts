import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import { createHome, householdUser, householdWithEveryRole } from '../../../test/homeowners';
import { mailsTo } from '../../../test/identity';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;
let counter = 0;
const freshEmail = () => `invitee${++counter}-${Date.now()}@example.test`;

async function setUp() {
  const everyone = await householdWithEveryRole(app, db);
  const admin = await householdUser(app, db, everyone.household, 'ADMIN', { locale: 'de' });
  return { ...everyone, admin, url: `/api/v1/accounts/${everyone.household.id}/invites` };
}

const post = (url: string, headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url, headers, payload });
const put = (url: string, headers: Headers, payload?: object) =>
  app.inject({ method: 'PUT', url, headers, ...(payload ? { payload } : {}) });

async function invitesOf(consumerAccountId: string) {
  return db
    .select()
    .from(schema.consumerInvites)
    .where(eq(schema.consumerInvites.consumerAccountId, consumerAccountId));
}

describe('POST /accounts/{id}/invites', () => {
  it("mails the invitee at once in the inviter's language, linking the app's invite list", async () => {
    const { household, admin, url } = await setUp();
    const email = freshEmail();
    const response = await post(url, admin.headers, { email: email.toUpperCase() });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      consumerAccountId: household.id,
      consumerDeviceLocationId: null,
      email,
      role: 'MEMBER',
      status: 'PENDING',
      expiresAt: expect.any(String),
      sentAt: expect.any(String),
      createdAt: expect.any(String),
    });
    const [mail] = await mailsTo(app, email);
    const inviter = `Test ${admin.user.lastName}`;
    expect(mail?.subject).toBe(
      `${inviter} hat Sie zu ${household.name} in der Aeris Home App eingeladen`,
    );
    expect(mail?.text).toContain(`${inviter} hat Sie in das Zuhause ${household.name}`);
    expect(mail?.links).toEqual([
      { label: 'Einladung ansehen', url: 'http://localhost:8080/home-app/invites' },
    ]);
    const expiry = new Date(response.json().expiresAt);
    const day = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' });
    expect(mail?.text).toContain(`bis ${day.format(expiry)} gültig`);
  });

  it('is 409 for a member (ALREADY_REGISTERED) and for an open invite to the email (PENDING_INVITE_EXISTS)', async () => {
    const { household, admin, member, url } = await setUp();
    const taken = expectError(await post(url, admin.headers, { email: member.user.email }), 409);
    expect(taken.reasonCode).toBe('ALREADY_REGISTERED');
    const email = freshEmail();
    expect((await post(url, admin.headers, { email, role: 'GUEST' })).statusCode).toBe(201);
    const twice = expectError(await post(url, admin.headers, { email: email.toUpperCase() }), 409);
    expect(twice.reasonCode).toBe('PENDING_INVITE_EXISTS');
    expect(await invitesOf(household.id)).toHaveLength(1);
  });

  it('replaces an expired open invite', async () => {
    const { household, admin, url } = await setUp();
    const email = freshEmail();
    const first = (await post(url, admin.headers, { email })).json();
    await db
      .update(schema.consumerInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.consumerInvites.id, first.id));
    const second = await post(url, admin.headers, { email });
    expect(second.statusCode, second.body).toBe(201);
    expect((await invitesOf(household.id)).map((invite) => invite.id)).toEqual([second.json().id]);
  });

  it('is 403 for members and guests, 404 for another household, 401 signed out, 400 on bad input', async () => {
    const { household, member, guest, outsider, admin, url } = await setUp();
    const payload = { email: freshEmail() };
    expectError(await post(url, member.headers, payload), 403);
    expectError(await post(url, guest.headers, payload), 403);
    expectError(await post(url, outsider.headers, payload), 404);
    expectError(await post(url, {}, payload), 401);
    const bad = expectError(await post(url, admin.headers, { email: 'nope', role: 'OWNER' }), 400);
    expect(bad.fields?.map((f) => f.field).sort()).toEqual(['body.email', 'body.role']);
    expectError(await post('/api/v1/accounts/nope/invites', admin.headers, payload), 400);
    expect(await invitesOf(household.id)).toEqual([]);
  });
});

describe('PUT /accounts/{id}/invites/{inviteId}/send and /cancel', () => {
  it('sends an open invite again with a new expiry; cancels it; an answered one is 409', async () => {
    const { household, admin, member, outsider, otherHousehold, url } = await setUp();
    const email = freshEmail();
    const created = (await post(url, admin.headers, { email })).json();
    await db
      .update(schema.consumerInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.consumerInvites.id, created.id));
    const sent = await put(`${url}/${created.id}/send`, admin.headers);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(new Date(sent.json().expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(await mailsTo(app, email)).toHaveLength(2);

    expectError(await put(`${url}/${created.id}/send`, member.headers), 403);
    const foreignUrl = `/api/v1/accounts/${otherHousehold.id}/invites/${created.id}`;
    expectError(await put(`${foreignUrl}/send`, outsider.headers), 404);
    expectError(await put(`${foreignUrl}/cancel`, outsider.headers), 404);
    expectError(await put(`${url}/${created.id}/cancel`, {}), 401);
    expect(await invitesOf(household.id)).toHaveLength(1);

    const cancelled = await put(`${url}/${created.id}/cancel`, admin.headers);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(await invitesOf(household.id)).toEqual([]);
    expectError(await put(`${url}/${created.id}/cancel`, admin.headers), 404);

    const answered = (await post(url, admin.headers, { email })).json();
    await db
      .update(schema.consumerInvites)
      .set({ status: 'ACCEPTED' })
      .where(eq(schema.consumerInvites.id, answered.id));
    for (const verb of ['send', 'cancel']) {
      const refused = expectError(await put(`${url}/${answered.id}/${verb}`, admin.headers), 409);
      expect(refused.reasonCode).toBe('INVITE_ALREADY_COMPLETED');
    }
    expect(await invitesOf(household.id)).toHaveLength(1);
  });
});

describe('/users/my/locations/{id}/invites', () => {
  it('invites to one home, changes the role offered and sends it again; only for the home’s admins', async () => {
    const { household, home, admin, member, outsider } = await setUp();
    const url = `/api/v1/users/my/locations/${home.id}/invites`;
    const email = freshEmail();
    const response = await post(url, admin.headers, { email, role: 'GUEST' });
    expect(response.statusCode, response.body).toBe(201);
    const invite = response.json();
    expect(invite).toMatchObject({
      consumerAccountId: household.id,
      consumerDeviceLocationId: home.id,
      role: 'GUEST',
    });
    const [mail] = await mailsTo(app, email);
    expect(mail?.subject).toContain(home.locationName);

    const changed = await put(url, admin.headers, { inviteId: invite.id, role: 'ADMIN' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: invite.id, role: 'ADMIN' });
    const resent = await put(`${url}/${invite.id}/resend`, admin.headers);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(await mailsTo(app, email)).toHaveLength(2);

    const bad = expectError(await put(url, admin.headers, { inviteId: invite.id, role: 'X' }), 400);
    expect(bad.fields?.map((f) => f.field)).toEqual(['body.role']);
    expectError(await put(url, member.headers, { inviteId: invite.id, role: 'MEMBER' }), 403);
    expectError(await put(url, outsider.headers, { inviteId: invite.id, role: 'MEMBER' }), 404);
    expectError(await post(url, outsider.headers, { email: freshEmail() }), 404);
    expectError(await post(url, member.headers, { email: freshEmail() }), 403);
    expectError(await put(`${url}/${invite.id}/resend`, outsider.headers), 404);
    const otherHome = await createHome(db, household);
    const elsewhere = `/api/v1/users/my/locations/${otherHome.id}/invites`;
    expectError(await put(elsewhere, admin.headers, { inviteId: invite.id, role: 'MEMBER' }), 404);
    expectError(await put(`${elsewhere}/${invite.id}/resend`, admin.headers), 404);
    expect(await invitesOf(household.id)).toMatchObject([{ role: 'ADMIN' }]);
  });
});
