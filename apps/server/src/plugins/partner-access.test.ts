import { connect } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { requireAccessDeclarations } from '../access';
import { expectError } from '../test/helper';
import { createUser } from '../test/identity';
import { addMember, createCompany, makePlatformAdmin } from '../test/partners';
import { authPlugin, membershipOf, platformAdminOf } from './auth';
import { CallerCache } from './caller-cache';
import { errorsPlugin } from './errors';

// The access hook on routes of its own: a partner route that does not work before approval
// (none of this calls is one), and a platformAdmin route.
const database = connect(await createTestDatabase(), { max: 2 });
afterAll(() => database.close());
const { db } = database;

const app = Fastify({ logger: false });
app.decorate('db', db);
await app.register(errorsPlugin);
await app.register(async (routes) => {
  requireAccessDeclarations(routes);
  // The token names the user directly, so the test is about access, not tokens.
  await routes.register(authPlugin, {
    verify: async (token) => ({ sub: token, email: undefined, emailVerified: true, scope: '' }),
    // Never told of changes, so it keeps nothing: every request asks the database.
    callers: new CallerCache(),
  });
  routes.get(
    '/companies/:partnerAccountId/customers',
    { config: { access: { partner: 'customers:read' } } },
    async (request) => ({ membership: membershipOf(request) }),
  );
  routes.get('/staff', { config: { access: 'platformAdmin' } }, async (request) => ({
    userId: platformAdminOf(request),
  }));
});
await app.ready();
afterAll(() => app.close());

const call = (url: string, userId?: string) =>
  app.inject({ url, headers: userId ? { authorization: `Bearer ${userId}` } : {} });

describe('a partner route that needs an approved company', () => {
  it('answers an ACTIVE member of an ACTIVE company with the membership', async () => {
    const company = await createCompany(db);
    const tech = await createUser(db);
    await addMember(db, company, tech, ['TECHNICIAN']);
    const response = await call(`/companies/${company.id}/customers`, tech.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().membership).toMatchObject({
      partnerAccountId: company.id,
      roles: ['TECHNICIAN'],
      companyStatus: 'ACTIVE',
    });
  });

  it.each([null, 'PENDING', 'INACTIVE', 'ARCHIVED'] as const)(
    'answers 403 in a %s company, even to its owner',
    async (status) => {
      const company = await createCompany(db, { status });
      const owner = await createUser(db);
      await addMember(db, company, owner, ['OWNER']);
      const error = expectError(await call(`/companies/${company.id}/customers`, owner.id), 403);
      expect(error.message).toMatch(/not approved yet/);
    },
  );

  it('answers 403 to a role without the permission and 404 to a stranger or unknown user', async () => {
    const company = await createCompany(db);
    const guest = await createUser(db);
    await addMember(db, company, guest, ['GUEST']);
    expectError(await call(`/companies/${company.id}/customers`, guest.id), 403);
    const stranger = await createUser(db);
    const missing = await call(`/companies/${company.id}/customers`, stranger.id);
    const unknown = await call(`/companies/${company.id}/customers`, 'auth0|nobody');
    expect(expectError(missing, 404).message).toBe('No company with this id.');
    expect(unknown.body).toBe(missing.body);
    expectError(await call(`/companies/${company.id}/customers`), 401);
  });
});

describe('a platformAdmin route', () => {
  it('answers a platform administrator and 403 to anyone else', async () => {
    const admin = await createUser(db);
    await makePlatformAdmin(db, admin);
    expect((await call('/staff', admin.id)).json()).toEqual({ userId: admin.id });
    expectError(await call('/staff', (await createUser(db)).id), 403);
    expectError(await call('/staff', 'auth0|nobody'), 403);
    expectError(await call('/staff'), 401);
  });
});
