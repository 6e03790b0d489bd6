import { createHash } from 'node:crypto';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerWithHome, joinHousehold, preRegisterHome } from '../../../test/customers';
import { buildTestApp, expectError } from '../../../test/helper';
import { mailsTo } from '../../../test/identity';
import { createCompany, loner, member } from '../../../test/partners';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;
let counter = 0;
const freshEmail = () => `homeowner${++counter}-${Date.now()}@example.test`;

async function setUp() {
  const company = await createCompany(db, { name: 'Northside Air' });
  const owner = await member(app, db, company, ['OWNER'], { locale: 'de' });
  const tech = await member(app, db, company, ['TECHNICIAN']);
  const sales = await member(app, db, company, ['SALES']);
  const { customerId, locationId } = await customerWithHome(app, company.id, owner.headers);
  const url = `/api/v1/proAccounts/${company.id}/deviceInvites`;
  return { company, owner, tech, sales, customerId, locationId, url };
}

const invite = (url: string, headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url, headers, payload });

async function storedInvites(locationId: string) {
  return db
    .select()
    .from(schema.deviceInvites)
    .where(eq(schema.deviceInvites.locationId, locationId));
}

describe('POST deviceInvites', () => {
  it("mails the homeowner a take-over link in the inviter's language; only the token's hash is kept", async () => {
    const { owner, locationId, url } = await setUp();
    const email = freshEmail();
    const response = await invite(url, owner.headers, {
      partnerDeviceLocationId: locationId,
      email: email.toUpperCase(),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      email,
      status: 'PENDING',
      partnerDeviceLocationId: locationId,
    });
    const [mail] = await mailsTo(app, email);
    expect(mail?.subject).toBe(
      'Northside Air lädt Sie ein, Ihr Zuhause in der Aeris Home App zu übernehmen',
    );
    const link = new URL(mail?.links[0]?.url ?? '');
    expect(link.pathname).toMatch(/^\/home-app\/invites\/[\w-]{43}$/);
    const token = link.pathname.split('/').at(-1) ?? '';
    const [row] = await storedInvites(locationId);
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('makes the customer INVITED while the link works, and no longer once it has expired', async () => {
    const { company, owner, customerId, locationId, url } = await setUp();
    const customerUrl = `/api/v1/proAccounts/${company.id}/customers/${customerId}`;
    const status = async () =>
      (await app.inject({ url: customerUrl, headers: owner.headers })).json().homeownerStatus;
    expect(await status()).toBe('NONE');

    await invite(url, owner.headers, { partnerDeviceLocationId: locationId, email: freshEmail() });
    expect(await status()).toBe('INVITED');

    await db
      .update(schema.deviceInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.deviceInvites.locationId, locationId));
    expect(await status()).toBe('NONE');
  });

  it('is 409 PENDING_INVITE_EXISTS for a second open invite and ALREADY_REGISTERED for a linked home', async () => {
    const { tech, locationId, url } = await setUp();
    const payload = { partnerDeviceLocationId: locationId, email: freshEmail() };
    expect((await invite(url, tech.headers, payload)).statusCode).toBe(201);
    expect(expectError(await invite(url, tech.headers, payload), 409).reasonCode).toBe(
      'PENDING_INVITE_EXISTS',
    );
    const homeowner = await loner(app, db);
    await joinHousehold(db, locationId, [{ user: homeowner.user, role: 'ADMIN' }]);
    expect(expectError(await invite(url, tech.headers, payload), 409).reasonCode).toBe(
      'ALREADY_REGISTERED',
    );
    expect(await storedInvites(locationId)).toHaveLength(1);
  });

  it('invites to a pre-registered home: its household has no member yet', async () => {
    const { company, tech, customerId, locationId, url } = await setUp();
    await preRegisterHome(app, company.id, { customerId, locationId }, tech.headers);
    const response = await invite(url, tech.headers, {
      partnerDeviceLocationId: locationId,
      email: freshEmail(),
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('is 400 on a bad email, 403 for sales, 404 for another tenant and a non-member, 401 signed out', async () => {
    const { sales, tech, locationId, url } = await setUp();
    const other = await setUp();
    const outsider = await loner(app, db);
    const payload = { partnerDeviceLocationId: locationId, email: freshEmail() };
    const bad = expectError(await invite(url, tech.headers, { ...payload, email: 'nope' }), 400);
    expect(bad.fields?.map((f) => f.field)).toEqual(['body.email']);
    expectError(await invite(url, sales.headers, payload), 403);
    expectError(await invite(other.url, other.owner.headers, payload), 404);
    expectError(await invite(url, outsider.headers, payload), 404);
    expectError(await invite(url, {}, payload), 401);
    expect(await storedInvites(locationId)).toEqual([]);
  });
});

describe('PUT deviceInvites/{id}/send', () => {
  it('sends a new link that replaces the old one; a closed invite is 409', async () => {
    const { tech, locationId, url } = await setUp();
    const email = freshEmail();
    const created = (
      await invite(url, tech.headers, { partnerDeviceLocationId: locationId, email })
    ).json();
    const before = (await storedInvites(locationId))[0]?.tokenHash;
    const resend = () =>
      app.inject({ method: 'PUT', url: `${url}/${created.id}/send`, headers: tech.headers });
    const response = await resend();
    expect(response.statusCode, response.body).toBe(200);
    expect((await storedInvites(locationId))[0]?.tokenHash).not.toBe(before);
    expect(await mailsTo(app, email)).toHaveLength(2);
    await db
      .update(schema.deviceInvites)
      .set({ status: 'ACCEPTED' })
      .where(eq(schema.deviceInvites.id, created.id));
    expect(expectError(await resend(), 409).reasonCode).toBe('INVITE_ALREADY_COMPLETED');
    const other = await setUp();
    expectError(
      await app.inject({
        method: 'PUT',
        url: `${other.url}/${created.id}/send`,
        headers: other.owner.headers,
      }),
      404,
    );
  });
});
