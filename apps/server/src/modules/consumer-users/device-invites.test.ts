import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerWithHome, registerDevice } from '../../test/customers';
import { buildTestApp, captureLogs, expectError } from '../../test/helper';
import { addHouseholdUser, createHome, createHousehold } from '../../test/homeowners';
import { createUser, mailsTo } from '../../test/identity';
import { createCompany, member, signIn } from '../../test/partners';

// Logged at info level, so that the last test can show the link's token never reaches a log.
const logs = captureLogs();
const { app, db } = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: logs.stream });

type Headers = Record<string, string>;
const tokens: string[] = [];

/** A company's home with two devices, and its homeowner invited to take it over. */
async function setUp(options: { emailVerified?: boolean } = {}) {
  const company = await createCompany(db, { name: 'Northside Air' });
  const owner = await member(app, db, company, ['OWNER']);
  const { locationId } = await customerWithHome(app, company.id, owner.headers);
  const devices = [
    await registerDevice(app, company.id, locationId, owner.headers),
    await registerDevice(app, company.id, locationId, owner.headers),
  ];
  const user = await createUser(db, { emailVerified: options.emailVerified ?? false });
  const homeowner = { user, headers: await signIn(app, user) };
  const invited = await app.inject({
    method: 'POST',
    url: `/api/v1/proAccounts/${company.id}/deviceInvites`,
    headers: owner.headers,
    payload: { partnerDeviceLocationId: locationId, email: user.email.toUpperCase() },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const [mail] = await mailsTo(app, user.email);
  const token = new URL(mail?.links[0]?.url ?? '').pathname.split('/').at(-1) ?? '';
  tokens.push(token);
  return { company, owner, locationId, devices, homeowner, inviteId: invited.json().id, token };
}

const answer = (
  inviteId: string,
  verb: 'accept' | 'reject',
  headers: Headers,
  payload: object = {},
) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/users/my/deviceInvites/${inviteId}/${verb}`,
    headers,
    payload,
  });

const lookUp = (token: string) => app.inject({ url: `/api/v1/public/deviceInvites/${token}` });

async function stored(inviteId: string) {
  const [invite] = await db
    .select()
    .from(schema.deviceInvites)
    .where(eq(schema.deviceInvites.id, inviteId));
  return invite;
}

/** Nothing of an answer happened: the invite is open and the home nobody's yet. */
async function expectUntouched(inviteId: string, locationId: string) {
  expect(await stored(inviteId)).toMatchObject({ status: 'PENDING', respondedAt: null });
  const [home] = await db
    .select()
    .from(schema.partnerDeviceLocations)
    .where(eq(schema.partnerDeviceLocations.id, locationId));
  expect(home?.consumerLocationId).toBeNull();
}

const householdsOf = async (headers: Headers) =>
  (await app.inject({ url: '/api/v1/users/my', headers })).json().consumerAccounts;

describe('PUT /users/my/deviceInvites/{id}/accept', () => {
  it('with the mail’s token: verifies the email, makes a household named after the home, links the devices', async () => {
    const { company, owner, locationId, devices, homeowner, inviteId, token } = await setUp();
    const response = await answer(inviteId, 'accept', homeowner.headers, { token });
    expect(response.statusCode, response.body).toBe(200);
    const accepted = response.json();
    expect(accepted.location).toMatchObject({
      consumerAccountId: accepted.consumerAccountId,
      locationName: 'Main house',
      address: { address1: '12 Elm Street', city: 'Austin', state: 'TX', zip: '78701' },
      devicesCount: 2,
    });
    const me = (await app.inject({ url: '/api/v1/users/my', headers: homeowner.headers })).json();
    expect(me.emailVerified).toBe(true);
    expect(me.consumerAccounts).toEqual([
      { id: accepted.consumerAccountId, name: 'Main house', role: 'ADMIN' },
    ]);
    expect(await stored(inviteId)).toMatchObject({
      status: 'ACCEPTED',
      acceptedBy: homeowner.user.id,
      respondedAt: expect.any(Date),
    });
    const history = await app.inject({
      url: `/api/v1/proAccounts/${company.id}/devices/${devices[0]?.id}/history`,
      headers: owner.headers,
    });
    expect(history.json().nodes[0]).toMatchObject({
      event: 'HOMEOWNER_LINKED',
      actor: `Test ${homeowner.user.lastName}`,
    });
    const [home] = await db
      .select()
      .from(schema.partnerDeviceLocations)
      .where(eq(schema.partnerDeviceLocations.id, locationId));
    expect(home?.consumerLocationId).toBe(accepted.location.id);

    const again = expectError(await answer(inviteId, 'accept', homeowner.headers, { token }), 409);
    expect(again).toMatchObject({
      reasonCode: 'INVITE_ALREADY_COMPLETED',
      message: 'This invite was already accepted.',
    });
  });

  it('without a token needs a verified email (403), then takes the oldest household the caller administers', async () => {
    const unverified = await setUp();
    const refused = expectError(
      await answer(unverified.inviteId, 'accept', unverified.homeowner.headers),
      403,
    );
    expect(refused.message).toBe('Verify your email address first.');
    await expectUntouched(unverified.inviteId, unverified.locationId);
    expect(await householdsOf(unverified.homeowner.headers)).toEqual([]);

    const { homeowner, inviteId } = await setUp({ emailVerified: true });
    const joined = await createHousehold(db, { name: 'Where I am a member' });
    const older = await createHousehold(db, { name: 'Home base' });
    const newer = await createHousehold(db, { name: 'Cabin' });
    await addHouseholdUser(db, joined, homeowner.user, 'MEMBER');
    await addHouseholdUser(db, older, homeowner.user, 'ADMIN');
    await addHouseholdUser(db, newer, homeowner.user, 'ADMIN');
    const response = await answer(inviteId, 'accept', homeowner.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().consumerAccountId).toBe(older.id);
  });

  it('puts the home into the household asked for; another household is 404, a member role 403', async () => {
    const { homeowner, inviteId, locationId, token } = await setUp();
    const mine = await createHousehold(db);
    const asMember = await createHousehold(db);
    const foreign = await createHousehold(db);
    await addHouseholdUser(db, mine, homeowner.user, 'ADMIN');
    await addHouseholdUser(db, asMember, homeowner.user, 'MEMBER');

    const to = (consumerAccountId: string) =>
      answer(inviteId, 'accept', homeowner.headers, { token, consumerAccountId });
    expectError(await to(foreign.id), 404);
    expectError(await to(asMember.id), 403);
    await expectUntouched(inviteId, locationId);
    const response = await to(mine.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().consumerAccountId).toBe(mine.id);
  });

  it('joins the household of a pre-registered home as its ADMIN; one with members already is 409', async () => {
    const { homeowner, inviteId, locationId, devices, token } = await setUp();
    const household = await createHousehold(db, { name: 'Pre-registered' });
    const home = await createHome(db, household, { locationName: 'Main house' });
    await db
      .update(schema.partnerDeviceLocations)
      .set({ consumerLocationId: home.id })
      .where(eq(schema.partnerDeviceLocations.id, locationId));

    const taken = await setUp();
    const takenHousehold = await createHousehold(db);
    const takenHome = await createHome(db, takenHousehold);
    await addHouseholdUser(db, takenHousehold, await createUser(db), 'ADMIN');
    await db
      .update(schema.partnerDeviceLocations)
      .set({ consumerLocationId: takenHome.id })
      .where(eq(schema.partnerDeviceLocations.id, taken.locationId));
    const refused = await answer(taken.inviteId, 'accept', taken.homeowner.headers, {
      token: taken.token,
    });
    expect(expectError(refused, 409).reasonCode).toBe('ALREADY_REGISTERED');
    expect(await stored(taken.inviteId)).toMatchObject({ status: 'PENDING' });
    expect(await householdsOf(taken.homeowner.headers)).toEqual([]);

    const response = await answer(inviteId, 'accept', homeowner.headers, { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      consumerAccountId: household.id,
      location: { id: home.id, devicesCount: 2 },
    });
    expect(await householdsOf(homeowner.headers)).toEqual([
      { id: household.id, name: 'Pre-registered', role: 'ADMIN' },
    ]);
    const linked = await db
      .select({ consumerLocationId: schema.devices.consumerLocationId })
      .from(schema.devices)
      .where(eq(schema.devices.locationId, locationId));
    expect(linked).toEqual(devices.map(() => ({ consumerLocationId: home.id })));
  });

  it('refuses another email (409 naming no address with the link, else 404 as unknown), a wrong token (404) and an expired invite (409)', async () => {
    const { homeowner, inviteId, locationId, token } = await setUp();
    const stranger = await createUser(db, { emailVerified: true });
    const strangerHeaders = await signIn(app, stranger);
    const mismatch = expectError(await answer(inviteId, 'accept', strangerHeaders, { token }), 409);
    expect(mismatch.reasonCode).toBe('INVITE_EMAIL_MISMATCH');
    expect(mismatch.message).toBe(
      'This invite was sent to another email address. Sign in with that address to answer it.',
    );
    // Without the link, someone else's invite answers as an unknown one.
    const unknown = expectError(await answer(crypto.randomUUID(), 'reject', strangerHeaders), 404);
    expect(expectError(await answer(inviteId, 'reject', strangerHeaders), 404)).toEqual(unknown);
    expect(expectError(await answer(inviteId, 'accept', strangerHeaders), 404)).toEqual(unknown);

    expectError(
      await answer(inviteId, 'accept', homeowner.headers, { token: 'not-the-token' }),
      404,
    );
    expectError(
      await answer(inviteId, 'reject', homeowner.headers, { token: 'not-the-token' }),
      404,
    );
    await expectUntouched(inviteId, locationId);

    await db
      .update(schema.deviceInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.deviceInvites.id, inviteId));
    const expired = expectError(
      await answer(inviteId, 'accept', homeowner.headers, { token }),
      409,
    );
    expect(expired).toMatchObject({
      reasonCode: 'INVITE_ALREADY_COMPLETED',
      message: 'This invite has expired. Ask for a new one.',
    });
    await expectUntouched(inviteId, locationId);
  });

  it('is 401 signed out, 400 on a bad id or household id, 404 for an unknown invite', async () => {
    const { homeowner, inviteId, locationId } = await setUp();
    expectError(await answer(inviteId, 'accept', {}), 401);
    const badId = expectError(await answer('nope', 'accept', homeowner.headers), 400);
    expect(badId.fields?.map((f) => f.field)).toEqual(['params.inviteId']);
    const badHousehold = expectError(
      await answer(inviteId, 'accept', homeowner.headers, { consumerAccountId: 'nope' }),
      400,
    );
    expect(badHousehold.fields?.map((f) => f.field)).toEqual(['body.consumerAccountId']);
    expectError(await answer(crypto.randomUUID(), 'accept', homeowner.headers), 404);
    await expectUntouched(inviteId, locationId);
  });
});

describe('PUT /users/my/deviceInvites/{id}/reject', () => {
  it('declines without a verified email; the invite is REJECTED and cannot be accepted after', async () => {
    const { homeowner, inviteId, token, locationId } = await setUp();
    const response = await answer(inviteId, 'reject', homeowner.headers, { token });
    expect(response.statusCode, response.body).toBe(204);
    expect(await stored(inviteId)).toMatchObject({ status: 'REJECTED', acceptedBy: null });
    const late = expectError(await answer(inviteId, 'accept', homeowner.headers, { token }), 409);
    expect(late.message).toBe('This invite was already declined.');
    const [home] = await db
      .select()
      .from(schema.partnerDeviceLocations)
      .where(eq(schema.partnerDeviceLocations.id, locationId));
    expect(home?.consumerLocationId).toBeNull();
  });
});

describe('GET /public/deviceInvites/{token}', () => {
  it('shows the invite behind a link, also once answered or expired; an unknown token is 404', async () => {
    const { homeowner, inviteId, token } = await setUp();
    const response = await lookUp(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: inviteId,
      email: homeowner.user.email.toLowerCase(),
      status: 'PENDING',
      expiresAt: expect.any(String),
      expired: false,
      partnerName: 'Northside Air',
      locationName: 'Main house',
      devicesCount: 2,
    });
    await answer(inviteId, 'reject', homeowner.headers, { token });
    await db
      .update(schema.deviceInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.deviceInvites.id, inviteId));
    expect((await lookUp(token)).json()).toMatchObject({ status: 'REJECTED', expired: true });
    expectError(await lookUp('no-such-token'), 404);
  });

  it('keeps every link token out of the logs', () => {
    expect(tokens.length).toBeGreaterThan(5);
    expect(logs.lines.some((line) => line.includes('/public/deviceInvites/[REDACTED]'))).toBe(true);
    for (const line of logs.lines) {
      for (const token of tokens) expect(line).not.toContain(token);
    }
  });
});
