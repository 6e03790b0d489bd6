import { PartnerRole } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import { createUser } from '../../../test/identity';
import { addMember, createCompany, loner, member, signIn } from '../../../test/partners';

const { app, db } = await buildTestApp();

const url = (companyId: string, rest = '') => `/api/v1/proAccounts/${companyId}/employees${rest}`;

/** A company with an owner, an admin and a technician, all signed in. */
async function team() {
  const company = await createCompany(db);
  const owner = await member(app, db, company, ['OWNER']);
  const admin = await member(app, db, company, ['COMPANY_ADMIN']);
  const tech = await member(app, db, company, ['TECHNICIAN']);
  const partnerUserId = async (userId: string) => {
    const [row] = await db
      .select({ id: schema.partnerUsers.id })
      .from(schema.partnerUsers)
      .where(eq(schema.partnerUsers.userId, userId));
    return row?.id ?? '';
  };
  return {
    company,
    owner: { ...owner, id: await partnerUserId(owner.user.id) },
    admin: { ...admin, id: await partnerUserId(admin.user.id) },
    tech: { ...tech, id: await partnerUserId(tech.user.id) },
  };
}

const put = (companyId: string, id: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url: url(companyId, `/${id}`), headers, payload });

describe('GET employees', () => {
  it('pages members in the order they joined, 15 by default, and filters by name or email', async () => {
    const company = await createCompany(db);
    const owner = await member(app, db, company, ['OWNER']);
    for (let i = 0; i < 16; i += 1) await addMember(db, company, await createUser(db), ['MEMBER']);
    const first = await app.inject({ url: url(company.id), headers: owner.headers });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.totalCount).toBe(17);
    expect(page.nodes).toHaveLength(15);
    expect(page.nodes[0]).toEqual({
      id: expect.any(String),
      userId: owner.user.id,
      firstName: 'Test',
      lastName: owner.user.lastName,
      email: owner.user.email,
      roles: ['OWNER'],
      status: 'ACTIVE',
      createdAt: expect.any(String),
    });
    const rest = await app.inject({
      url: url(company.id, `?after=${page.pageInfo.endCursor}`),
      headers: owner.headers,
    });
    expect(rest.json().nodes).toHaveLength(2);
    const filtered = await app.inject({
      url: url(company.id, `?filterBy=${encodeURIComponent(owner.user.email.toUpperCase())}`),
      headers: owner.headers,
    });
    expect(filtered.json()).toMatchObject({ totalCount: 1, nodes: [{ userId: owner.user.id }] });
  });

  it('is for owners and company admins (spec 000 §6): 403 to every other role, for the list and one employee', async () => {
    const { company, owner } = await team();
    for (const role of PartnerRole) {
      const { headers } = await member(app, db, company, [role]);
      const list = await app.inject({ url: url(company.id), headers });
      const one = await app.inject({ url: url(company.id, `/${owner.id}`), headers });
      if (role === 'OWNER' || role === 'COMPANY_ADMIN') {
        expect(list.statusCode, `${role}: ${list.body}`).toBe(200);
        expect(one.statusCode, `${role}: ${one.body}`).toBe(200);
      } else {
        expect(expectError(list, 403).message, role).toContain('employees:read');
        expect(expectError(one, 403).message, role).toContain('employees:read');
      }
    }
  });

  it('answers 404 to others and other ids', async () => {
    const { company, owner } = await team();
    const stranger = await loner(app, db);
    const missing = expectError(
      await app.inject({ url: url(company.id), headers: stranger.headers }),
      404,
    );
    const other = await team();
    const foreign = expectError(
      await app.inject({ url: url(other.company.id), headers: owner.headers }),
      404,
    );
    expect(foreign).toEqual(missing);
    expectError(await app.inject({ url: url(company.id) }), 401);
    // Another company's member through this company's path is not found either.
    expectError(
      await app.inject({ url: url(company.id, `/${other.tech.id}`), headers: owner.headers }),
      404,
    );
  });
});

describe('PUT employees/{partnerUserId}', () => {
  it('an owner changes roles and removes a member (INACTIVE); the member then sees access denied', async () => {
    const { company, owner, tech } = await team();
    const changed = await put(company.id, tech.id, owner.headers, { roles: ['OPERATIONS'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: tech.id, roles: ['OPERATIONS'], status: 'ACTIVE' });
    const removed = await put(company.id, tech.id, owner.headers, { status: 'INACTIVE' });
    expect(removed.json()).toMatchObject({ status: 'INACTIVE' });
    const viewer = await app.inject({ url: '/api/v1/proUsers/my', headers: tech.headers });
    expect(viewer.json().partnerUsers).toMatchObject([{ status: 'INACTIVE' }]);
    expectError(await app.inject({ url: url(company.id), headers: tech.headers }), 404);
  });

  it('an admin manages members but neither changes an owner nor makes one (403)', async () => {
    const { company, owner, admin, tech } = await team();
    expect((await put(company.id, tech.id, admin.headers, { roles: ['SALES'] })).statusCode).toBe(
      200,
    );
    expectError(await put(company.id, owner.id, admin.headers, { roles: ['MEMBER'] }), 403);
    expectError(await put(company.id, tech.id, admin.headers, { roles: ['OWNER'] }), 403);
    expectError(await put(company.id, tech.id, tech.headers, { roles: ['MEMBER'] }), 403);
  });

  it('nobody changes their own roles or status', async () => {
    const { company, owner, admin } = await team();
    expectError(await put(company.id, owner.id, owner.headers, { roles: ['MEMBER'] }), 403);
    expectError(await put(company.id, admin.id, admin.headers, { status: 'INACTIVE' }), 403);
  });

  it('keeps the last active owner: two owners demoting each other at once leave one (409)', async () => {
    const { company, owner } = await team();
    const second = await member(app, db, company, ['OWNER']);
    const [secondRow] = await db
      .select({ id: schema.partnerUsers.id })
      .from(schema.partnerUsers)
      .where(eq(schema.partnerUsers.userId, second.user.id));
    const answers = await Promise.all([
      put(company.id, secondRow?.id ?? '', owner.headers, { roles: ['MEMBER'] }),
      put(company.id, owner.id, second.headers, { status: 'INACTIVE' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const conflict = answers.find((a) => a.statusCode === 409);
    expect(expectError(conflict ?? answers[0], 409).reasonCode).toBe(
      'USER_IS_COMPANY_OWNER_OR_ADMIN',
    );
    const owners = await db
      .select()
      .from(schema.partnerUsers)
      .where(eq(schema.partnerUsers.partnerAccountId, company.id));
    expect(owners.filter((m) => m.status === 'ACTIVE' && m.roles.includes('OWNER'))).toHaveLength(
      1,
    );
  });

  it.each([
    [{}, 'body'],
    [{ roles: [] }, 'body.roles'],
    [{ roles: ['BOSS'] }, 'body.roles.0'],
    [{ status: 'GONE' }, 'body.status'],
  ])('refuses %j with 400 naming %s and changes nothing', async (payload, field) => {
    const { company, owner, tech } = await team();
    const error = expectError(await put(company.id, tech.id, owner.headers, payload), 400);
    expect(error.fields?.map((f) => f.field)).toContain(field);
    const after = await app.inject({ url: url(company.id, `/${tech.id}`), headers: owner.headers });
    expect(after.json()).toMatchObject({ roles: ['TECHNICIAN'], status: 'ACTIVE' });
  });

  it('answers 404 for an unknown employee and 401 signed out', async () => {
    const { company, owner, tech } = await team();
    expectError(
      await put(company.id, crypto.randomUUID(), owner.headers, { roles: ['MEMBER'] }),
      404,
    );
    expectError(
      await app.inject({
        method: 'PUT',
        url: url(company.id, `/${tech.id}`),
        payload: { roles: ['MEMBER'] },
      }),
      401,
    );
  });
});

describe('POST /api/v1/proAccounts/guest', () => {
  it('gives a user without a company one not applied for yet (status null), owned by them', async () => {
    const user = await createUser(db);
    const headers = await signIn(app, user);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/proAccounts/guest',
      headers,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: `Test ${user.lastName}`,
      status: null,
      countryCode: 'US',
    });
    const viewer = (await app.inject({ url: '/api/v1/proUsers/my', headers })).json();
    expect(viewer.partnerUsers).toMatchObject([
      { status: 'ACTIVE', roles: ['OWNER'], partnerAccount: { status: null } },
    ]);
    const again = await app.inject({ method: 'POST', url: '/api/v1/proAccounts/guest', headers });
    expect(expectError(again, 409).reasonCode).toBe('ALREADY_REGISTERED');
    expectError(await app.inject({ method: 'POST', url: '/api/v1/proAccounts/guest' }), 401);
  });
});
