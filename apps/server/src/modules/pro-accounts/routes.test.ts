import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../test/helper';
import { createUser, mailsTo } from '../../test/identity';
import {
  application,
  createCompany,
  loner,
  makePlatformAdmin,
  member,
  signIn,
} from '../../test/partners';

const { app, db } = await buildTestApp();
const admin = await createUser(db, { email: 'reviewer@aerishome.example', locale: 'de-DE' });
await makePlatformAdmin(db, admin);

async function companyRow(id: string) {
  const [row] = await db
    .select()
    .from(schema.partnerAccounts)
    .where(eq(schema.partnerAccounts.id, id));
  return row;
}

function put(
  id: string,
  headers: Record<string, string>,
  payload: Record<string, unknown> = application(),
) {
  return app.inject({ method: 'PUT', url: `/api/v1/proAccounts/${id}`, headers, payload });
}

describe('POST /api/v1/proAccounts', () => {
  it('creates a PENDING company owned by the caller and mails every platform administrator', async () => {
    const applicant = await loner(app, db);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/proAccounts',
      headers: applicant.headers,
      payload: application({ websiteUrl: 'https://cascade.example' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const company = response.json();
    expect(company).toEqual({
      id: expect.any(String),
      name: 'Cascade Plumbing',
      status: 'PENDING',
      address: {
        address1: '500 Pine Street',
        city: 'Portland',
        state: 'OR',
        zip: '97204',
        country: 'US',
      },
      phoneNumber: '+15035550123',
      countryCode: 'US',
      proCategories: ['PLUMBER'],
      expertise: ['PLUMBING'],
      websiteUrl: 'https://cascade.example',
      reviewNote: null,
      partnerProgramEnrollments: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const viewer = await app.inject({ url: '/api/v1/proUsers/my', headers: applicant.headers });
    expect(viewer.json().partnerUsers).toEqual([
      {
        id: expect.any(String),
        status: 'ACTIVE',
        roles: ['OWNER'],
        partnerAccount: {
          id: company.id,
          name: 'Cascade Plumbing',
          status: 'PENDING',
          partnerProgramEnrollments: [],
        },
      },
    ]);
    const [mail] = await mailsTo(app, admin.email);
    expect(mail?.subject).toBe('Firmenbewerbung zu prüfen: Cascade Plumbing');
    expect(mail?.links[0]?.url).toBe(`http://localhost:8080/admin/companies/${company.id}`);
    expect(mail?.html).toContain(`href="http://localhost:8080/admin/companies/${company.id}"`);
  });

  it('answers 409 ALREADY_REGISTERED to someone who already belongs to a company', async () => {
    const company = await createCompany(db);
    const technician = await member(app, db, company, ['TECHNICIAN']);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/proAccounts',
      headers: technician.headers,
      payload: application({ name: 'Second Try' }),
    });
    const error = expectError(response, 409);
    expect(error.reasonCode).toBe('ALREADY_REGISTERED');
    const [any] = await db
      .select()
      .from(schema.partnerAccounts)
      .where(eq(schema.partnerAccounts.name, 'Second Try'));
    expect(any).toBeUndefined();
  });

  it('two applications sent at once make one company', async () => {
    const applicant = await loner(app, db);
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/proAccounts',
        headers: applicant.headers,
        payload: application({ name: 'Twice At Once' }),
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ['phoneNumber', { phoneNumber: '12' }, 'body.phoneNumber'],
    ['a missing name', { name: '' }, 'body.name'],
    ['no pro category', { proCategories: [] }, 'body.proCategories'],
    ['an unknown category', { proCategories: ['ROOFER'] }, 'body.proCategories.0'],
    [
      'an address abroad',
      { countryCode: 'CA', phoneNumber: '+1 416 555 0199' },
      'body.address.country',
    ],
    ['a bad country code', { countryCode: 'USA' }, 'body.countryCode'],
    ['a bad website', { websiteUrl: 'not a url' }, 'body.websiteUrl'],
  ])('refuses %s with 400 naming the field and stores nothing', async (_case, change, field) => {
    const applicant = await loner(app, db);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/proAccounts',
      headers: applicant.headers,
      payload: application(change),
    });
    const error = expectError(response, 400);
    expect(error.fields?.map((f) => f.field)).toContain(field);
    const viewer = await app.inject({ url: '/api/v1/proUsers/my', headers: applicant.headers });
    expect(viewer.json().partnerUsers).toEqual([]);
  });

  it('answers 401 signed out', async () => {
    expectError(
      await app.inject({ method: 'POST', url: '/api/v1/proAccounts', payload: application() }),
      401,
    );
  });
});

describe('GET /api/v1/proAccounts', () => {
  it("lists only the caller's active memberships, paged", async () => {
    const first = await createCompany(db, { name: 'First Co' });
    const owner = await member(app, db, first, ['OWNER']);
    const second = await createCompany(db, { name: 'Second Co' });
    const former = await createCompany(db, { name: 'Former Co' });
    await db.insert(schema.partnerUsers).values([
      { partnerAccountId: second.id, userId: owner.user.id, roles: ['GUEST'] },
      { partnerAccountId: former.id, userId: owner.user.id, roles: ['MEMBER'], status: 'INACTIVE' },
    ]);
    await db.insert(schema.partnerProgramEnrollments).values({
      partnerAccountId: first.id,
      programName: 'Pro Alerts',
      subscriptionStatus: 'ACTIVE',
      variation: 'ADVANCED',
      billingCycle: 'ANNUAL',
      source: 'ADMIN',
      purchaseDate: new Date('2026-03-01T00:00:00Z'),
    });
    const page1 = await app.inject({ url: '/api/v1/proAccounts?first=1', headers: owner.headers });
    expect(page1.statusCode, page1.body).toBe(200);
    const body1 = page1.json();
    expect(body1.totalCount).toBe(2);
    expect(body1.nodes.map((n: { name: string }) => n.name)).toEqual(['First Co']);
    expect(body1.nodes[0].partnerProgramEnrollments).toEqual([
      {
        partnerProgram: { name: 'Pro Alerts' },
        subscriptionStatus: 'ACTIVE',
        purchaseDate: '2026-03-01T00:00:00.000Z',
      },
    ]);
    expect(body1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const page2 = await app.inject({
      url: `/api/v1/proAccounts?first=1&after=${body1.pageInfo.endCursor}`,
      headers: owner.headers,
    });
    expect(page2.json().nodes.map((n: { name: string }) => n.name)).toEqual(['Second Co']);
    expect(page2.json().pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('answers an empty list to someone without a company, 400 to a bad cursor', async () => {
    const nobody = await loner(app, db);
    const response = await app.inject({ url: '/api/v1/proAccounts', headers: nobody.headers });
    expect(response.json()).toEqual({
      nodes: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      totalCount: 0,
      totalCountIsLowerBound: false,
    });
    const bad = await app.inject({
      url: '/api/v1/proAccounts?after=nonsense',
      headers: nobody.headers,
    });
    expect(expectError(bad, 400).fields).toEqual([
      { field: 'querystring.after', message: 'is not a cursor of this list' },
    ]);
    const tooMany = await app.inject({
      url: '/api/v1/proAccounts?first=101',
      headers: nobody.headers,
    });
    expect(expectError(tooMany, 400).fields?.[0]?.field).toBe('querystring.first');
  });
});

describe('PUT /api/v1/proAccounts/{partnerAccountId}', () => {
  it.each([
    [null, 'PENDING', true],
    ['INACTIVE', 'PENDING', true],
    ['PENDING', 'PENDING', false],
    ['ACTIVE', 'ACTIVE', false],
  ] as const)(
    'an owner updates a %s company: it becomes %s',
    async (before, after, mailsAdmins) => {
      const company = await createCompany(db, { status: before });
      const owner = await member(app, db, company, ['OWNER']);
      const mailsBefore = (await mailsTo(app, admin.email)).length;
      const response = await put(
        company.id,
        owner.headers,
        application({ name: `Renamed ${before}` }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: after, name: `Renamed ${before}` });
      expect((await companyRow(company.id))?.status).toBe(after);
      expect((await mailsTo(app, admin.email)).length).toBe(mailsBefore + (mailsAdmins ? 1 : 0));
    },
  );

  it('stores country codes upper case, however they were typed', async () => {
    const company = await createCompany(db, { status: 'PENDING' });
    const owner = await member(app, db, company, ['OWNER']);
    const lower = application({
      countryCode: 'us',
      address: { ...application().address, country: 'us' },
    });
    const response = await put(company.id, owner.headers, lower);
    expect(response.json()).toMatchObject({ countryCode: 'US', address: { country: 'US' } });
  });

  it('a company admin may update it too', async () => {
    const company = await createCompany(db, { status: 'PENDING' });
    const companyAdmin = await member(app, db, company, ['COMPANY_ADMIN']);
    expect((await put(company.id, companyAdmin.headers)).statusCode).toBe(200);
  });

  it('an archived company answers 403 and stays unchanged', async () => {
    const company = await createCompany(db, { status: 'ARCHIVED', name: 'Closed Co' });
    const owner = await member(app, db, company, ['OWNER']);
    expect(expectError(await put(company.id, owner.headers), 403).message).toMatch(/archived/);
    expect((await companyRow(company.id))?.name).toBe('Closed Co');
  });

  it.each([['TECHNICIAN'], ['GUEST'], ['MEMBER']] as const)(
    'a %s gets 403 and nothing changes',
    async (role) => {
      const company = await createCompany(db, { name: 'Untouched Co' });
      const employee = await member(app, db, company, [role]);
      expect(expectError(await put(company.id, employee.headers), 403).message).toMatch(
        /company:update/,
      );
      expect((await companyRow(company.id))?.name).toBe('Untouched Co');
    },
  );

  it("another tenant's company, a missing one and a malformed id answer the same 404", async () => {
    const mine = await createCompany(db);
    const owner = await member(app, db, mine, ['OWNER']);
    const theirs = await createCompany(db, { name: 'Their Co' });
    const other = await put(theirs.id, owner.headers);
    const missing = await put('00000000-0000-4000-8000-000000000000', owner.headers);
    const malformed = await put('not-an-id', owner.headers);
    expect(expectError(other, 404)).toEqual(expectError(missing, 404));
    expect(other.body).toBe(missing.body);
    expect(other.body).toBe(malformed.body);
    expect((await companyRow(theirs.id))?.name).toBe('Their Co');
  });

  it('an INACTIVE member, a non-member and a platform administrator get 404', async () => {
    const company = await createCompany(db);
    const former = await member(app, db, company, ['OWNER'], { status: 'INACTIVE' });
    const stranger = await loner(app, db);
    const adminHeaders = await signIn(app, admin);
    for (const headers of [former.headers, stranger.headers, adminHeaders]) {
      expectError(await put(company.id, headers), 404);
    }
  });

  it('a bad body answers 400 with the field and changes nothing; signed out 401', async () => {
    const company = await createCompany(db, { name: 'Stable Co' });
    const owner = await member(app, db, company, ['OWNER']);
    const response = await put(company.id, owner.headers, application({ phoneNumber: 'call me' }));
    expect(expectError(response, 400).fields?.map((f) => f.field)).toContain('body.phoneNumber');
    expect((await companyRow(company.id))?.name).toBe('Stable Co');
    expectError(await put(company.id, {}), 401);
  });
});
