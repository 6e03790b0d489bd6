import { PartnerRole, ROLE_PERMISSIONS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../test/helper';
import { addMember, createCompany, loner, makePlatformAdmin, member } from '../../test/partners';

const { app, db } = await buildTestApp();
const url = '/api/v1/roles/rolePermissions';
const matrix = PartnerRole.map((role) => ({ role, permissions: [...ROLE_PERMISSIONS[role]] }));

describe('GET /api/v1/roles/rolePermissions', () => {
  it('an owner: PARTNER context, the company, every permission, the whole matrix', async () => {
    const company = await createCompany(db);
    const owner = await member(app, db, company, ['OWNER']);
    const response = await app.inject({ url, headers: owner.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      roleContext: 'PARTNER',
      isPlatformAdmin: false,
      partnerAccountId: company.id,
      roles: ['OWNER'],
      permissions: [...ROLE_PERMISSIONS.OWNER],
      rolePermissions: matrix,
    });
  });

  it('a technician gets the technician permissions only', async () => {
    const company = await createCompany(db);
    const technician = await member(app, db, company, ['TECHNICIAN']);
    const body = (await app.inject({ url, headers: technician.headers })).json();
    expect(body).toMatchObject({
      roles: ['TECHNICIAN'],
      permissions: [...ROLE_PERMISSIONS.TECHNICIAN],
    });
    expect(body.permissions).not.toContain('company:update');
  });

  it('the first ACTIVE membership counts; an INACTIVE one keeps the PARTNER context only', async () => {
    const old = await createCompany(db);
    const current = await createCompany(db);
    const person = await member(app, db, old, ['OWNER'], { status: 'INACTIVE' });
    const former = (await app.inject({ url, headers: person.headers })).json();
    expect(former).toMatchObject({
      roleContext: 'PARTNER',
      partnerAccountId: null,
      roles: [],
      permissions: [],
    });
    await addMember(db, current, person.user, ['GUEST', 'SALES']);
    const now = (await app.inject({ url, headers: person.headers })).json();
    expect(now).toMatchObject({
      partnerAccountId: current.id,
      roles: ['GUEST', 'SALES'],
      permissions: ['company:read', 'customers:read', 'insights:read', 'downloads:read'],
    });
  });

  it('a platform administrator without a company, and someone with nothing', async () => {
    const staff = await loner(app, db);
    await makePlatformAdmin(db, staff.user);
    expect((await app.inject({ url, headers: staff.headers })).json()).toMatchObject({
      roleContext: null,
      isPlatformAdmin: true,
      partnerAccountId: null,
      roles: [],
      permissions: [],
    });
    const nobody = await loner(app, db);
    expect((await app.inject({ url, headers: nobody.headers })).json()).toMatchObject({
      roleContext: null,
      isPlatformAdmin: false,
    });
  });

  it('answers 401 signed out', async () => {
    expectError(await app.inject({ url }), 401);
  });
});
