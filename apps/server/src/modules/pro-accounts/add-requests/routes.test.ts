import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import { mailsTo } from '../../../test/identity';
import { type Company, createCompany, loner, member } from '../../../test/partners';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;

const ask = (partnerAccountId: string, headers: Headers = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/proUsers/my/addRequests',
    headers,
    payload: { partnerAccountId },
  });

const decide = (
  company: Company,
  id: string,
  decision: 'accept' | 'reject',
  headers: Headers,
  payload?: object,
) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/proAccounts/${company.id}/addRequests/${id}/${decision}`,
    headers,
    ...(payload ? { payload } : {}),
  });

/** An approved company with a German-speaking owner, an admin and a technician. */
async function company() {
  const row = await createCompany(db, { name: 'Nordlicht Klima' });
  return {
    company: row,
    owner: await member(app, db, row, ['OWNER'], { locale: 'de' }),
    admin: await member(app, db, row, ['COMPANY_ADMIN']),
    tech: await member(app, db, row, ['TECHNICIAN']),
  };
}

const bell = (company: Company, headers: Headers) =>
  app.inject({ url: `/api/v1/proAccounts/${company.id}/notifications`, headers });

describe('join requests', () => {
  it('a user without a company asks; owners and admins are mailed and see it in the bell', async () => {
    const { company: row, owner, admin, tech } = await company();
    const joiner = await loner(app, db, { locale: 'fr' });
    const response = await ask(row.id, joiner.headers);
    expect(response.statusCode, response.body).toBe(201);
    const request = response.json();
    expect(request).toEqual({
      id: expect.any(String),
      status: 'REQUESTED',
      user: { firstName: 'Test', lastName: joiner.user.lastName, email: joiner.user.email },
      createdAt: expect.any(String),
      partnerAccount: { id: row.id, name: 'Nordlicht Klima' },
    });
    const [ownerMail] = await mailsTo(app, owner.user.email);
    expect(ownerMail?.subject).toBe(
      `Test ${joiner.user.lastName} möchte Nordlicht Klima beitreten`,
    );
    expect(ownerMail?.links[0]?.url).toBe(
      'http://localhost:8080/mybusiness/company/employees/requested',
    );
    expect(await mailsTo(app, admin.user.email)).toHaveLength(1);
    expect(await mailsTo(app, tech.user.email)).toHaveLength(0);

    for (const headers of [owner.headers, admin.headers]) {
      expect((await bell(row, headers)).json()).toMatchObject({
        totalCount: 1,
        nodes: [{ type: 'INVITE', id: request.id, status: 'REQUESTED' }],
      });
    }
    expect((await bell(row, tech.headers)).json()).toMatchObject({ totalCount: 0, nodes: [] });

    const mine = await app.inject({
      url: '/api/v1/proUsers/my/addRequests',
      headers: joiner.headers,
    });
    expect(mine.json()).toMatchObject({ totalCount: 1, nodes: [{ id: request.id }] });
    expect(expectError(await ask(row.id, joiner.headers), 409).reasonCode).toBe(
      'PENDING_INVITE_EXISTS',
    );
  });

  it('accepting makes an ACTIVE member with the roles, mails them in their language, empties the bell', async () => {
    const { company: row, owner, admin } = await company();
    const joiner = await loner(app, db, { locale: 'fr' });
    const request = (await ask(row.id, joiner.headers)).json();
    const accepted = await decide(row, request.id, 'accept', admin.headers, { roles: ['SALES'] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED' });
    const viewer = await app.inject({ url: '/api/v1/proUsers/my', headers: joiner.headers });
    expect(viewer.json().partnerUsers).toMatchObject([
      { status: 'ACTIVE', roles: ['SALES'], partnerAccount: { id: row.id } },
    ]);
    const [mail] = await mailsTo(app, joiner.user.email);
    expect(mail?.subject).toBe('Bienvenue chez Nordlicht Klima');
    expect(mail?.links[0]?.url).toBe('http://localhost:8080/sign-in');
    expect((await bell(row, owner.headers)).json().totalCount).toBe(0);
    expect(
      expectError(await decide(row, request.id, 'reject', owner.headers), 409).reasonCode,
    ).toBe('INVITE_ALREADY_COMPLETED');
  });

  it('accepting without a body gives MEMBER; rejecting mails the requester', async () => {
    const { company: row, owner } = await company();
    const first = await loner(app, db);
    const second = await loner(app, db, { locale: 'es-MX' });
    const one = (await ask(row.id, first.headers)).json();
    const two = (await ask(row.id, second.headers)).json();
    expect((await decide(row, one.id, 'accept', owner.headers)).statusCode).toBe(200);
    const [membership] = await db
      .select()
      .from(schema.partnerUsers)
      .where(eq(schema.partnerUsers.userId, first.user.id));
    expect(membership?.roles).toEqual(['MEMBER']);
    const rejected = await decide(row, two.id, 'reject', owner.headers);
    expect(rejected.json()).toMatchObject({ status: 'REJECTED' });
    const [mail] = await mailsTo(app, second.user.email);
    expect(mail?.subject).toBe('Tu solicitud para unirte a Nordlicht Klima');
    expect(mail?.links).toEqual([]);
    const listed = await app.inject({
      url: `/api/v1/proAccounts/${row.id}/addRequests?filterBy=REJECTED`,
      headers: owner.headers,
    });
    expect(listed.json()).toMatchObject({ totalCount: 1, nodes: [{ id: two.id }] });
    // Once decided, the requester may ask again.
    expect((await ask(row.id, second.headers)).statusCode).toBe(201);
  });

  it('answers 409 ALREADY_REGISTERED to a member, 404 for a company not approved or unknown', async () => {
    const { company: row, tech } = await company();
    expect(expectError(await ask(row.id, tech.headers), 409).reasonCode).toBe('ALREADY_REGISTERED');
    const joiner = await loner(app, db);
    const pending = await createCompany(db, { status: 'PENDING' });
    const missing = expectError(await ask(crypto.randomUUID(), joiner.headers), 404);
    expect(expectError(await ask(pending.id, joiner.headers), 404)).toEqual(missing);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/proUsers/my/addRequests',
      headers: joiner.headers,
      payload: { partnerAccountId: 'x' },
    });
    expect(expectError(bad, 400).fields?.[0]?.field).toBe('body.partnerAccountId');
    expectError(await ask(row.id), 401);
    expectError(await app.inject({ url: '/api/v1/proUsers/my/addRequests' }), 401);
    const mine = await app.inject({
      url: '/api/v1/proUsers/my/addRequests',
      headers: joiner.headers,
    });
    expect(mine.json().totalCount).toBe(0);
  });

  it('answers 404 for a company the caller may not see, even when a 409 would refuse them anyway', async () => {
    const { company: row, tech } = await company();
    const waiting = await loner(app, db);
    expect((await ask(row.id, waiting.headers)).statusCode).toBe(201);
    const missing = expectError(await ask(crypto.randomUUID(), tech.headers), 404);
    for (const status of ['PENDING', 'INACTIVE', 'ARCHIVED'] as const) {
      const hidden = await createCompany(db, { status });
      // A member (else 409 ALREADY_REGISTERED) and one whose request is open (else 409
      // PENDING_INVITE_EXISTS) learn nothing about the hidden company.
      expect(expectError(await ask(hidden.id, tech.headers), 404)).toEqual(missing);
      expect(expectError(await ask(hidden.id, waiting.headers), 404)).toEqual(missing);
    }
  });

  it('is decided by owners and admins only, and only through its own company', async () => {
    const { company: row, owner, tech } = await company();
    const other = await company();
    const joiner = await loner(app, db);
    const request = (await ask(row.id, joiner.headers)).json();
    expectError(await decide(row, request.id, 'accept', tech.headers), 403);
    expectError(
      await app.inject({ url: `/api/v1/proAccounts/${row.id}/addRequests`, headers: tech.headers }),
      403,
    );
    const stranger = await loner(app, db);
    expectError(await decide(row, request.id, 'accept', stranger.headers), 404);
    expectError(await decide(other.company, request.id, 'accept', other.owner.headers), 404);
    expectError(await decide(row, request.id, 'accept', {}), 401);
    const invalid = await decide(row, request.id, 'accept', owner.headers, { roles: ['OWNER'] });
    expect(expectError(invalid, 400).fields?.[0]?.field).toBe('body.roles.0');
    const list = await app.inject({
      url: `/api/v1/proAccounts/${row.id}/addRequests`,
      headers: owner.headers,
    });
    expect(list.json()).toMatchObject({ totalCount: 1, nodes: [{ status: 'REQUESTED' }] });
    expectError(await bell(row, stranger.headers), 404);
    expectError(await bell(row, {}), 401);
  });

  it('shows the bell, empty, to the owner of a company not approved yet', async () => {
    const pending = await createCompany(db, { status: 'PENDING' });
    const owner = await member(app, db, pending, ['OWNER']);
    const response = await bell(pending, owner.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().nodes).toEqual([]);
  });
});
