import { parseInviteToken } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import { createUser, mailsTo } from '../../../test/identity';
import { createCompany, loner, member } from '../../../test/partners';

const { app, db } = await buildTestApp({ INVITE_TTL_DAYS: '3' });

const url = (companyId: string, rest = '') =>
  `/api/v1/proAccounts/${companyId}/employeeInvites${rest}`;

let counter = 0;
const freshEmail = () => `invitee${++counter}-${Date.now()}@example.test`;

async function invite(companyId: string, headers: Record<string, string>, payload: object) {
  return app.inject({ method: 'POST', url: url(companyId), headers, payload });
}

async function storedInvites(companyId: string) {
  return db
    .select()
    .from(schema.employeeInvites)
    .where(eq(schema.employeeInvites.partnerAccountId, companyId));
}

describe('POST employeeInvites', () => {
  it('invites by mail with the sign-up link and the expiry, in the invitee’s language if known', async () => {
    const company = await createCompany(db, { name: 'Frio & Cia' });
    const owner = await member(app, db, company, ['OWNER']);
    const invitee = await createUser(db, { locale: 'pt-BR' });
    const response = await invite(company.id, owner.headers, {
      notificationType: 'Email',
      email: invitee.email.toUpperCase(),
      roles: ['TECHNICIAN'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      invitedId: null,
      sendToEmail: invitee.email,
      sendToPhoneNumber: null,
      notificationType: 'Email',
      roles: ['TECHNICIAN'],
      status: 'PENDING',
      partnerAccount: { id: company.id, name: 'Frio & Cia' },
      invitedBy: { firstName: 'Test', lastName: owner.user.lastName },
      expiresAt: expect.any(String),
      sentAt: expect.any(String),
      createdAt: expect.any(String),
    });
    const days = (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);

    const [mail] = await mailsTo(app, invitee.email);
    expect(mail?.subject).toBe(
      `Test ${owner.user.lastName} convidou você para entrar na Frio & Cia no Aeris Pro Portal`,
    );
    const link = new URL(mail?.links[0]?.url ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:8080/sign-up');
    expect(parseInviteToken(link.searchParams.get('invite'))).toEqual({
      inviteId: body.id,
      email: invitee.email,
      company: 'Frio & Cia',
    });
    expect(mail?.html).toContain('Frio &amp; Cia');
  });

  it('invites by SMS: the text carries the link with the number, stored in the SMS outbox', async () => {
    const company = await createCompany(db, { name: 'Cascade Plumbing' });
    const admin = await member(app, db, company, ['COMPANY_ADMIN']);
    const response = await invite(company.id, admin.headers, {
      notificationType: 'Sms',
      phoneNumber: '(503) 555-0123',
      roles: ['MEMBER'],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      notificationType: 'Sms',
      sendToPhoneNumber: '+15035550123',
      sendToEmail: null,
    });
    const sms = (await app.inject({ url: '/api/dev/sms?filterBy=%2B15035550123' })).json();
    expect(sms.nodes).toHaveLength(1);
    const text: string = sms.nodes[0].text;
    expect(text).toContain('invited you to join Cascade Plumbing on the Aeris Pro Portal');
    const link = new URL(text.slice(text.indexOf('http')));
    expect(link.searchParams.get('phoneNumber')).toBe('+15035550123');
    expect(parseInviteToken(link.searchParams.get('invite'))).toEqual({
      inviteId: response.json().id,
      email: '',
      company: 'Cascade Plumbing',
    });
  });

  it('answers 409 PENDING_INVITE_EXISTS for an open invite to the same address', async () => {
    const company = await createCompany(db);
    const owner = await member(app, db, company, ['OWNER']);
    const email = freshEmail();
    const payload = { notificationType: 'Email', email, roles: ['MEMBER'] };
    expect((await invite(company.id, owner.headers, payload)).statusCode).toBe(201);
    const again = await invite(company.id, owner.headers, {
      ...payload,
      email: email.toUpperCase(),
    });
    expect(expectError(again, 409).reasonCode).toBe('PENDING_INVITE_EXISTS');
    const sms = { notificationType: 'Sms', phoneNumber: '+1 503 555 0177', roles: ['MEMBER'] };
    expect((await invite(company.id, owner.headers, sms)).statusCode).toBe(201);
    expect(
      expectError(
        await invite(company.id, owner.headers, { ...sms, phoneNumber: '5035550177' }),
        409,
      ).reasonCode,
    ).toBe('PENDING_INVITE_EXISTS');
    expect(await storedInvites(company.id)).toHaveLength(2);
  });

  it('replaces an expired invite to the same address with a new one', async () => {
    const company = await createCompany(db);
    const owner = await member(app, db, company, ['OWNER']);
    const payload = { notificationType: 'Email', email: freshEmail(), roles: ['MEMBER'] };
    const first = (await invite(company.id, owner.headers, payload)).json();
    await db
      .update(schema.employeeInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.employeeInvites.id, first.id));
    expect((await invite(company.id, owner.headers, payload)).statusCode).toBe(201);
    const statuses = (await storedInvites(company.id)).map((i) => i.status).sort();
    expect(statuses).toEqual(['PENDING', 'REJECTED']);
  });

  it('answers 409 ALREADY_REGISTERED when the email belongs to an employee', async () => {
    const company = await createCompany(db);
    const owner = await member(app, db, company, ['OWNER']);
    const tech = await member(app, db, company, ['TECHNICIAN']);
    const response = await invite(company.id, owner.headers, {
      notificationType: 'Email',
      email: tech.user.email,
      roles: ['MEMBER'],
    });
    expect(expectError(response, 409).reasonCode).toBe('ALREADY_REGISTERED');
  });

  it.each([
    [{ notificationType: 'Email', roles: ['MEMBER'] }, 'body.email'],
    [{ notificationType: 'Email', email: 'nope', roles: ['MEMBER'] }, 'body.email'],
    [{ notificationType: 'Email', email: 'a@b.example', roles: ['OWNER'] }, 'body.roles.0'],
    [{ notificationType: 'Email', email: 'a@b.example', roles: [] }, 'body.roles'],
    [{ notificationType: 'Sms', roles: ['MEMBER'] }, 'body.phoneNumber'],
    [{ notificationType: 'Sms', phoneNumber: '12', roles: ['MEMBER'] }, 'body.phoneNumber'],
    [{ notificationType: 'Fax', email: 'a@b.example', roles: ['MEMBER'] }, 'body.notificationType'],
  ])('refuses %j with 400 naming %s and stores nothing', async (payload, field) => {
    const company = await createCompany(db);
    const owner = await member(app, db, company, ['OWNER']);
    const error = expectError(await invite(company.id, owner.headers, payload), 400);
    expect(error.fields?.map((f) => f.field)).toContain(field);
    expect(await storedInvites(company.id)).toEqual([]);
  });

  it('is for owners and admins: 403 to other roles, 404 to strangers and other tenants, 401 signed out', async () => {
    const company = await createCompany(db);
    const owner = await member(app, db, company, ['OWNER']);
    const payload = { notificationType: 'Email', email: freshEmail(), roles: ['MEMBER'] };
    for (const role of ['MEMBER', 'TECHNICIAN', 'OPERATIONS'] as const) {
      const someone = await member(app, db, company, [role]);
      expectError(await invite(company.id, someone.headers, payload), 403);
      expectError(await app.inject({ url: url(company.id), headers: someone.headers }), 403);
    }
    const stranger = await loner(app, db);
    const missing = expectError(await invite(company.id, stranger.headers, payload), 404);
    const other = await createCompany(db);
    expect(expectError(await invite(other.id, owner.headers, payload), 404)).toEqual(missing);
    expectError(await app.inject({ method: 'POST', url: url(company.id), payload }), 401);
    expect(await storedInvites(company.id)).toEqual([]);
  });
});

describe('GET, resend and cancel employeeInvites', () => {
  it('lists newest first, filters by status, resends with a new expiry and cancels as REJECTED', async () => {
    const company = await createCompany(db);
    const owner = await member(app, db, company, ['OWNER']);
    const first = (
      await invite(company.id, owner.headers, {
        notificationType: 'Email',
        email: freshEmail(),
        roles: ['MEMBER'],
      })
    ).json();
    const second = (
      await invite(company.id, owner.headers, {
        notificationType: 'Email',
        email: freshEmail(),
        roles: ['SALES'],
      })
    ).json();
    const list = (await app.inject({ url: url(company.id), headers: owner.headers })).json();
    expect(list.nodes.map((n: { id: string }) => n.id)).toEqual([second.id, first.id]);

    await db
      .update(schema.employeeInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.employeeInvites.id, first.id));
    const resent = await app.inject({
      method: 'PUT',
      url: url(company.id, `/${first.id}/send`),
      headers: owner.headers,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(Date.parse(resent.json().expiresAt)).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    expect(await mailsTo(app, first.sendToEmail)).toHaveLength(2);

    const cancel = await app.inject({
      method: 'DELETE',
      url: url(company.id, `/${second.id}`),
      headers: owner.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(204);
    const cancelled = (
      await app.inject({ url: url(company.id, '?filterBy=REJECTED'), headers: owner.headers })
    ).json();
    expect(cancelled.nodes.map((n: { id: string }) => n.id)).toEqual([second.id]);
    const resendCancelled = await app.inject({
      method: 'PUT',
      url: url(company.id, `/${second.id}/send`),
      headers: owner.headers,
    });
    expect(expectError(resendCancelled, 409).reasonCode).toBe('INVITE_ALREADY_COMPLETED');
    const badFilter = await app.inject({
      url: url(company.id, '?filterBy=OPEN'),
      headers: owner.headers,
    });
    expect(expectError(badFilter, 400).fields?.[0]?.field).toBe('querystring.filterBy');
  });

  it('answers 409 INVITE_ALREADY_COMPLETED to resending or cancelling an accepted invite', async () => {
    const company = await createCompany(db);
    const owner = await member(app, db, company, ['OWNER']);
    const joiner = await loner(app, db);
    const created = (
      await invite(company.id, owner.headers, {
        notificationType: 'Email',
        email: joiner.user.email,
        roles: ['MEMBER'],
      })
    ).json();
    const accepted = await app.inject({
      method: 'PUT',
      url: `/api/v1/proUsers/my/employeeInvites/${created.id}/accept`,
      headers: joiner.headers,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    for (const [method, path] of [
      ['PUT', `/${created.id}/send`],
      ['DELETE', `/${created.id}`],
    ] as const) {
      const response = await app.inject({
        method,
        url: url(company.id, path),
        headers: owner.headers,
      });
      expect(expectError(response, 409).reasonCode).toBe('INVITE_ALREADY_COMPLETED');
    }
  });

  it("answers 404 for another company's invite through this company's path", async () => {
    const company = await createCompany(db);
    const owner = await member(app, db, company, ['OWNER']);
    const other = await createCompany(db);
    const otherOwner = await member(app, db, other, ['OWNER']);
    const foreign = (
      await invite(other.id, otherOwner.headers, {
        notificationType: 'Email',
        email: freshEmail(),
        roles: ['MEMBER'],
      })
    ).json();
    for (const [method, path] of [
      ['PUT', `/${foreign.id}/send`],
      ['DELETE', `/${foreign.id}`],
    ] as const) {
      expectError(
        await app.inject({ method, url: url(company.id, path), headers: owner.headers }),
        404,
      );
    }
    expect((await storedInvites(other.id))[0]?.status).toBe('PENDING');
  });
});
