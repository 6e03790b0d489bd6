import { encodeInviteToken } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, captureLogs, expectError } from '../../test/helper';
import { createUser } from '../../test/identity';
import { type Company, createCompany, loner, member, signIn } from '../../test/partners';

const logs = captureLogs();
const { app, db } = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: logs.stream });

type Headers = Record<string, string>;

async function sendInvite(company: Company, headers: Headers, payload: object) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/proAccounts/${company.id}/employeeInvites`,
    headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

/** A company whose owner invited `email` (or a phone number) with the given roles. */
async function invited(email: string | null, roles = ['TECHNICIAN'], name?: string) {
  const company = await createCompany(db, name ? { name } : {});
  const owner = await member(app, db, company, ['OWNER']);
  const invite = await sendInvite(
    company,
    owner.headers,
    email
      ? { notificationType: 'Email', email, roles }
      : { notificationType: 'Sms', phoneNumber: '+1 206 555 0100', roles },
  );
  return { company, owner, invite };
}

const accept = (inviteId: string, headers: Headers = {}) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/proUsers/my/employeeInvites/${inviteId}/accept`,
    headers,
  });

describe('PUT /api/v1/proUsers/my/employeeInvites/{inviteId}/accept', () => {
  it('makes the invitee an ACTIVE member with its roles, verifies the email and answers the viewer', async () => {
    const user = await createUser(db, { emailVerified: false });
    const headers = await signIn(app, user);
    const { company, invite } = await invited(user.email.toUpperCase(), ['TECHNICIAN', 'SALES']);
    const response = await accept(invite.id, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      partnerUsers: [
        { status: 'ACTIVE', roles: ['TECHNICIAN', 'SALES'], partnerAccount: { id: company.id } },
      ],
    });
    const [stored] = await db
      .select()
      .from(schema.employeeInvites)
      .where(eq(schema.employeeInvites.id, invite.id));
    expect(stored).toMatchObject({ status: 'ACCEPTED', invitedUserId: user.id });
    const [row] = await db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(row?.emailVerified).toBe(true);
    expect(expectError(await accept(invite.id, headers), 409).reasonCode).toBe(
      'INVITE_ALREADY_COMPLETED',
    );
  });

  it('lets anyone signed in accept an SMS invite; a plain member of another company moves', async () => {
    const { company, invite } = await invited(null, ['MEMBER']);
    const previous = await createCompany(db);
    const mover = await member(app, db, previous, ['TECHNICIAN']);
    const response = await accept(invite.id, mover.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().partnerUsers).toMatchObject([
      { status: 'ACTIVE', partnerAccount: { id: company.id } },
      { status: 'INACTIVE', partnerAccount: { id: previous.id } },
    ]);
  });

  it('answers 409 without a reason code for an expired invite, and changes nothing', async () => {
    const joiner = await loner(app, db);
    const { invite } = await invited(joiner.user.email);
    await db
      .update(schema.employeeInvites)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.employeeInvites.id, invite.id));
    const error = expectError(await accept(invite.id, joiner.headers), 409);
    expect(error.reasonCode).toBeUndefined();
    expect(error.message).toMatch(/expired/);
    const viewer = await app.inject({ url: '/api/v1/proUsers/my', headers: joiner.headers });
    expect(viewer.json().partnerUsers).toEqual([]);
  });

  it('answers 409 INVITE_EMAIL_MISMATCH to someone else', async () => {
    const { invite } = await invited('someone-else@example.test');
    const other = await loner(app, db);
    expect(expectError(await accept(invite.id, other.headers), 409).reasonCode).toBe(
      'INVITE_EMAIL_MISMATCH',
    );
  });

  it('answers 409 USER_IS_COMPANY_OWNER_OR_ADMIN to an owner or admin of another company', async () => {
    for (const role of ['OWNER', 'COMPANY_ADMIN'] as const) {
      const elsewhere = await createCompany(db);
      const boss = await member(app, db, elsewhere, [role]);
      const { invite } = await invited(boss.user.email);
      expect(expectError(await accept(invite.id, boss.headers), 409).reasonCode).toBe(
        'USER_IS_COMPANY_OWNER_OR_ADMIN',
      );
    }
  });

  it('answers 409 ALREADY_REGISTERED to a current member (invited by phone)', async () => {
    const { company, invite } = await invited(null);
    const tech = await member(app, db, company, ['TECHNICIAN']);
    expect(expectError(await accept(invite.id, tech.headers), 409).reasonCode).toBe(
      'ALREADY_REGISTERED',
    );
  });

  it('answers 404 for unknown and cancelled invites, 400 for a malformed id, 401 signed out', async () => {
    const joiner = await loner(app, db);
    expectError(await accept(crypto.randomUUID(), joiner.headers), 404);
    const { company, owner, invite } = await invited(joiner.user.email);
    await app.inject({
      method: 'DELETE',
      url: `/api/v1/proAccounts/${company.id}/employeeInvites/${invite.id}`,
      headers: owner.headers,
    });
    expectError(await accept(invite.id, joiner.headers), 404);
    expect(expectError(await accept('nope', joiner.headers), 400).fields?.[0]?.field).toBe(
      'params.inviteId',
    );
    expectError(await accept(invite.id), 401);
  });
});

describe('public invite lookups', () => {
  it('GET /public/invitations/{id} answers id and expiry; 404 when unknown or cancelled', async () => {
    const { company, owner, invite } = await invited('lookup@example.test');
    const response = await app.inject({ url: `/api/v1/public/invitations/${invite.id}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: invite.id, expiresAt: expect.any(String) });
    expectError(
      await app.inject({ url: `/api/v1/public/invitations/${crypto.randomUUID()}` }),
      404,
    );
    await app.inject({
      method: 'DELETE',
      url: `/api/v1/proAccounts/${company.id}/employeeInvites/${invite.id}`,
      headers: owner.headers,
    });
    expectError(await app.inject({ url: `/api/v1/public/invitations/${invite.id}` }), 404);
  });

  it('GET /public/invites/{token or id} answers what the invite page shows', async () => {
    const { invite } = await invited('page@example.test', ['MEMBER'], 'A|B Heating');
    const token = encodeInviteToken({
      inviteId: invite.id,
      email: 'page@example.test',
      company: 'A|B Heating',
    });
    const expected = {
      invitedId: null,
      sendToEmail: 'page@example.test',
      sendToPhoneNumber: null,
      partnerAccount: { name: 'A|B Heating' },
      expiresAt: expect.any(String),
      notificationType: 'Email',
      status: 'PENDING',
    };
    for (const identifier of [encodeURIComponent(token), invite.id]) {
      const response = await app.inject({ url: `/api/v1/public/invites/${identifier}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(expected);
    }
  });

  it('reads a token as long as a real one: a long email and company name', async () => {
    const email = 'first.middle.lastname.of.the.technician@a-rather-long-domain-name.example.test';
    const company = 'Northwind Heating, Cooling, Plumbing & Electrical Services of the Pacific';
    const { invite } = await invited(email, ['MEMBER'], company);
    const token = encodeInviteToken({ inviteId: invite.id, email, company });
    expect(token.length).toBeGreaterThan(200);
    const response = await app.inject({
      url: `/api/v1/public/invites/${encodeURIComponent(token)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().partnerAccount.name).toBe(company);
  });

  it('refuses a tampered token with 400, logging the invite id but never the token', async () => {
    const { invite } = await invited('real@example.test', ['MEMBER'], 'Real Co');
    const tampered = [
      { inviteId: invite.id, email: 'attacker@example.test', company: 'Real Co' },
      { inviteId: invite.id, email: 'real@example.test', company: 'Fake Co' },
    ].map(encodeInviteToken);
    for (const token of [...tampered, 'not-a-token!!']) {
      logs.lines.length = 0;
      const response = await app.inject({
        url: `/api/v1/public/invites/${encodeURIComponent(token)}`,
      });
      expect(expectError(response, 400).message).toBe(
        'We are not able to process your request. Please try again later.',
      );
      const warning = logs.lines.map((line) => JSON.parse(line)).find((l) => l.level === 40);
      expect(warning?.msg).toMatch(/(tampered|malformed) invite token/);
      expect(logs.lines.join('\n')).not.toContain(token);
    }
    const tamperedLine = await (async () => {
      logs.lines.length = 0;
      await app.inject({ url: `/api/v1/public/invites/${encodeURIComponent(tampered[0] ?? '')}` });
      return logs.lines.map((line) => JSON.parse(line)).find((l) => l.level === 40);
    })();
    expect(tamperedLine).toMatchObject({ msg: 'tampered invite token', inviteId: invite.id });
  });

  it('answers 404 for a token of an unknown invite', async () => {
    const token = encodeInviteToken({
      inviteId: crypto.randomUUID(),
      email: 'x@example.test',
      company: 'X',
    });
    expectError(
      await app.inject({ url: `/api/v1/public/invites/${encodeURIComponent(token)}` }),
      404,
    );
  });
});
