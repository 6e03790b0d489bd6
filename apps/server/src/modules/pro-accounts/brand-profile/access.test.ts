import { NOT_CREATED_ID, type PartnerRole, PROGRAM_PRO_ALERTS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  BRAND_PROFILE,
  brandingCompany,
  enrollInBranding,
  sendBrandProfile,
  storedBrandProfiles,
} from '../../../test/brand-profile';
import { buildTestApp, expectError } from '../../../test/helper';
import { createCompany, enroll, loner, makePlatformAdmin, member } from '../../../test/partners';

const { app, db } = await buildTestApp();

type Headers = { authorization: string };
const base = (companyId: string) => `/api/v1/proAccounts/${companyId}`;
const READS = ['brandProfile', 'brandingTile'];
const read = (companyId: string, path: string, headers: Headers) =>
  app.inject({ url: `${base(companyId)}/${path}`, headers });
const WRITES = ['POST', 'PUT'] as const;
const write = (companyId: string, method: 'POST' | 'PUT', headers: Headers) =>
  sendBrandProfile(app, method, companyId, headers, BRAND_PROFILE);

describe('who may read and change the brand profile', () => {
  it.each<[PartnerRole, PartnerRole]>([
    ['OWNER', 'COMPANY_ADMIN'],
    ['MARKETING', 'OWNER'],
    ['COMPANY_ADMIN', 'MARKETING'],
  ])('%s creates and %s changes (brandProfile:manage); both read', async (creator, changer) => {
    const { company } = await brandingCompany(app, db);
    const first = await member(app, db, company, [creator]);
    const second = await member(app, db, company, [changer]);
    const created = await write(company.id, 'POST', first.headers);
    expect(created.statusCode, created.body).toBe(201);
    const changed = await write(company.id, 'PUT', second.headers);
    expect(changed.statusCode, changed.body).toBe(200);
    for (const { headers } of [first, second]) {
      for (const path of READS) {
        const answer = await read(company.id, path, headers);
        expect(answer.statusCode, `${path}: ${answer.body}`).toBe(200);
      }
    }
  });

  it.each<[PartnerRole]>([['TECHNICIAN'], ['SALES'], ['MEMBER'], ['OPERATIONS'], ['GUEST']])(
    '%s reads but gets 403 on every write, and nothing is stored',
    async (role) => {
      const { company } = await brandingCompany(app, db);
      const { headers } = await member(app, db, company, [role]);
      for (const path of READS) {
        const answer = await read(company.id, path, headers);
        expect(answer.statusCode, `${path}: ${answer.body}`).toBe(200);
      }
      for (const method of WRITES) {
        const refused = expectError(await write(company.id, method, headers), 403);
        expect(refused.message, method).toContain('brandProfile:manage');
      }
      expect(await storedBrandProfiles(db, company.id)).toEqual([]);
    },
  );

  it("another company's owner gets 404 on every call, as for a missing company", async () => {
    const { company } = await brandingCompany(app, db);
    const other = await brandingCompany(app, db);
    const missing = expectError(
      await read('00000000-0000-4000-8000-000000000000', 'brandProfile', other.owner.headers),
      404,
    );
    for (const path of READS) {
      expect(expectError(await read(company.id, path, other.owner.headers), 404)).toEqual(missing);
    }
    for (const method of WRITES) {
      expect(expectError(await write(company.id, method, other.owner.headers), 404)).toEqual(
        missing,
      );
    }
    expect(await storedBrandProfiles(db, company.id)).toEqual([]);
  });

  it.each([
    ['without a Homeowner App Branding enrollment', null],
    ['with a CANCELLED enrollment', 'CANCELLED'],
    ['with an ACTIVE enrollment of another program only', 'OTHER_PROGRAM'],
  ])('a company %s reads its defaults but may not write (403)', async (_, status) => {
    const company = await createCompany(db);
    if (status === 'CANCELLED') await enrollInBranding(db, company, 'CANCELLED');
    if (status === 'OTHER_PROGRAM') {
      await enroll(db, company, PROGRAM_PRO_ALERTS);
    }
    const owner = await member(app, db, company, ['OWNER']);
    for (const method of WRITES) {
      const refused = expectError(await write(company.id, method, owner.headers), 403);
      expect(refused.message, method).toContain('Homeowner App Branding');
    }
    const profile = await read(company.id, 'brandProfile', owner.headers);
    expect(profile.json()).toMatchObject({ id: NOT_CREATED_ID, status: 'INACTIVE' });
    expect(await storedBrandProfiles(db, company.id)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const { company } = await brandingCompany(app, db);
    for (const path of READS)
      expectError(await app.inject({ url: `${base(company.id)}/${path}` }), 401);
  });
});

describe("the platform administrators' companies/{id}/brandProfile", () => {
  const adminUrl = (companyId: string) => `/api/v1/companies/${companyId}/brandProfile`;

  it('answers what the company itself reads, before and after it creates its profile', async () => {
    const { company, owner } = await brandingCompany(app, db);
    const admin = await loner(app, db);
    await makePlatformAdmin(db, admin.user);
    const ownRead = () => read(company.id, 'brandProfile', owner.headers);
    const before = await app.inject({ url: adminUrl(company.id), headers: admin.headers });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual((await ownRead()).json());
    expect(before.json().id).toBe(NOT_CREATED_ID);
    expect((await write(company.id, 'POST', owner.headers)).statusCode).toBe(201);
    const after = await app.inject({ url: adminUrl(company.id), headers: admin.headers });
    expect(after.json()).toEqual((await ownRead()).json());
    expect(after.json().businessEmail).toBe(BRAND_PROFILE.businessEmail);
  });

  it('answers 404 for an unknown company', async () => {
    const admin = await loner(app, db);
    await makePlatformAdmin(db, admin.user);
    const missing = expectError(
      await app.inject({
        url: adminUrl('00000000-0000-4000-8000-000000000000'),
        headers: admin.headers,
      }),
      404,
    );
    expect(missing.message).toBe('No company with this id.');
  });

  it("is for platform administrators only: the company's own owner gets 403, nobody signed in 401", async () => {
    const { company, owner } = await brandingCompany(app, db);
    const refused = expectError(
      await app.inject({ url: adminUrl(company.id), headers: owner.headers }),
      403,
    );
    expect(refused.message).toBe('Only platform administrators may do this.');
    expectError(await app.inject({ url: adminUrl(company.id) }), 401);
  });
});
