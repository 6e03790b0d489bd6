import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../test/helper';
import { createUser, mailsTo } from '../../test/identity';
import {
  addMember,
  type Company,
  createCompany,
  loner,
  makePlatformAdmin,
  member,
  signIn,
} from '../../test/partners';

const { app, db } = await buildTestApp();
const admin = await createUser(db);
await makePlatformAdmin(db, admin);
const adminHeaders = await signIn(app, admin);

// Five companies whose names start with "Zeta", created one after the other.
const zetas: Company[] = [];
for (const [i, name] of [
  'Zeta Echo',
  'zeta alpha',
  'Zeta Delta',
  'Zeta Bravo',
  'Zeta Charlie',
].entries()) {
  const status = (['PENDING', 'ACTIVE', null, 'INACTIVE', 'PENDING'] as const)[i] ?? null;
  const company = await createCompany(db, { name, status, city: 'Springfield' });
  const owner = await createUser(db, { email: `owner-${i}@zeta${i}.example` });
  await addMember(db, company, owner, ['OWNER']);
  zetas.push(company);
}

const search = (query: string, headers = adminHeaders) =>
  app.inject({ url: `/api/v1/companies/search?${query}`, headers });
const names = (body: { nodes: { name: string }[] }) => body.nodes.map((n) => n.name);

describe('GET /api/v1/companies/search', () => {
  it('pages by name with keyset cursors, both ways, with the total', async () => {
    const page1 = (await search('filterBy=zeta&orderBy=name&first=2')).json();
    expect(names(page1)).toEqual(['zeta alpha', 'Zeta Bravo']);
    expect(page1.totalCount).toBe(5);
    expect(page1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const page2 = (
      await search(`filterBy=zeta&orderBy=name&first=2&after=${page1.pageInfo.endCursor}`)
    ).json();
    expect(names(page2)).toEqual(['Zeta Charlie', 'Zeta Delta']);
    const page3 = (
      await search(`filterBy=zeta&orderBy=name&first=2&after=${page2.pageInfo.endCursor}`)
    ).json();
    expect(names(page3)).toEqual(['Zeta Echo']);
    expect(page3.pageInfo.hasNextPage).toBe(false);
    const back = (
      await search(`filterBy=zeta&orderBy=name&last=2&before=${page3.pageInfo.startCursor}`)
    ).json();
    expect(names(back)).toEqual(['Zeta Charlie', 'Zeta Delta']);
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
  });

  it('lists newest first by default and summarises each company', async () => {
    const body = (await search('filterBy=ZETA')).json();
    expect(names(body)).toEqual([
      'Zeta Charlie',
      'Zeta Bravo',
      'Zeta Delta',
      'zeta alpha',
      'Zeta Echo',
    ]);
    expect(body.nodes[0]).toEqual({
      id: zetas[4]?.id,
      name: 'Zeta Charlie',
      status: 'PENDING',
      countryCode: 'US',
      city: 'Springfield',
      ownerName: expect.stringMatching(/^Test User \d+$/),
      ownerEmail: 'owner-4@zeta4.example',
      employeeCount: 1,
      createdAt: expect.any(String),
    });
  });

  it('filters by status (NONE: not submitted) and by owner email', async () => {
    expect(names((await search('filterBy=zeta&status=PENDING&orderBy=name')).json())).toEqual([
      'Zeta Charlie',
      'Zeta Echo',
    ]);
    expect(names((await search('filterBy=zeta&status=NONE')).json())).toEqual(['Zeta Delta']);
    const byEmail = (await search('filterBy=OWNER-3@zeta3')).json();
    expect(names(byEmail)).toEqual(['Zeta Bravo']);
    expect(byEmail.totalCount).toBe(1);
  });

  it('refuses a cursor of another order, bad paging and bad filters with 400', async () => {
    const byName = (await search('filterBy=zeta&orderBy=name&first=1')).json();
    const mixed = await search(`filterBy=zeta&first=1&after=${byName.pageInfo.endCursor}`);
    expect(expectError(mixed, 400).fields?.[0]?.field).toBe('querystring.after');
    expect(expectError(await search('first=0'), 400).fields?.[0]?.field).toBe('querystring.first');
    expect(expectError(await search('first=500'), 400).fields?.[0]?.field).toBe(
      'querystring.first',
    );
    expect(expectError(await search('first=1&last=1'), 400).fields?.[0]?.field).toBe(
      'querystring.last',
    );
    expect(expectError(await search('status=GONE'), 400).fields?.[0]?.field).toBe(
      'querystring.status',
    );
    expect(expectError(await search('orderBy=city'), 400).fields?.[0]?.field).toBe(
      'querystring.orderBy',
    );
  });

  it('answers 403 to everyone but platform administrators, 401 signed out', async () => {
    const company = await createCompany(db);
    const owner = await member(app, db, company, ['OWNER']);
    const nobody = await loner(app, db);
    for (const headers of [owner.headers, nobody.headers]) {
      expect(expectError(await search('', headers), 403).message).toBe(
        'Only platform administrators may do this.',
      );
    }
    expectError(await app.inject({ url: '/api/v1/companies/search' }), 401);
  });
});

describe('GET /api/v1/companies/{partnerAccountId} and its employees', () => {
  it('answers the application with its owner and review', async () => {
    const company = await createCompany(db, {
      name: 'Detail Co',
      status: 'PENDING',
      address1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '73301',
      addressCountry: 'US',
      phoneNumber: '+15125550100',
      proCategories: ['HVAC', 'PLUMBER'],
    });
    const owner = await createUser(db, { email: 'detail.owner@example.test' });
    await addMember(db, company, owner, ['OWNER']);
    const response = await app.inject({
      url: `/api/v1/companies/${company.id}`,
      headers: adminHeaders,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: company.id,
      name: 'Detail Co',
      status: 'PENDING',
      address: { address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', country: 'US' },
      phoneNumber: '+15125550100',
      proCategories: ['HVAC', 'PLUMBER'],
      ownerEmail: 'detail.owner@example.test',
      reviewNote: null,
      reviewedAt: null,
    });
  });

  it('lists employees in the order they joined, paged', async () => {
    const company = await createCompany(db);
    const owner = await member(app, db, company, ['OWNER']);
    const tech = await member(app, db, company, ['TECHNICIAN']);
    const former = await member(app, db, company, ['GUEST'], { status: 'INACTIVE' });
    const url = `/api/v1/companies/${company.id}/employees`;
    const page1 = (await app.inject({ url: `${url}?first=2`, headers: adminHeaders })).json();
    expect(page1.totalCount).toBe(3);
    expect(page1.nodes).toEqual([
      {
        id: expect.any(String),
        userId: owner.user.id,
        firstName: 'Test',
        lastName: owner.user.lastName,
        email: owner.user.email,
        roles: ['OWNER'],
        status: 'ACTIVE',
        createdAt: expect.any(String),
      },
      expect.objectContaining({ userId: tech.user.id, roles: ['TECHNICIAN'] }),
    ]);
    const page2 = (
      await app.inject({
        url: `${url}?first=2&after=${page1.pageInfo.endCursor}`,
        headers: adminHeaders,
      })
    ).json();
    expect(page2.nodes).toEqual([
      expect.objectContaining({ userId: former.user.id, status: 'INACTIVE' }),
    ]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });

  it('answers 404 for a missing company, 403 to a member of it', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expectError(
      await app.inject({ url: `/api/v1/companies/${missing}`, headers: adminHeaders }),
      404,
    );
    expectError(
      await app.inject({ url: `/api/v1/companies/${missing}/employees`, headers: adminHeaders }),
      404,
    );
    const company = await createCompany(db);
    const owner = await member(app, db, company, ['OWNER']);
    expectError(
      await app.inject({ url: `/api/v1/companies/${company.id}`, headers: owner.headers }),
      403,
    );
    expectError(
      await app.inject({
        url: `/api/v1/companies/${company.id}/employees`,
        headers: owner.headers,
      }),
      403,
    );
  });
});

describe('PUT /api/v1/companies/{partnerAccountId}', () => {
  async function applicant(locale = 'en') {
    const company = await createCompany(db, { name: `Applicant ${locale}`, status: 'PENDING' });
    const owner = await member(app, db, company, ['OWNER'], { locale });
    return { company, owner };
  }
  const decide = (id: string, payload: Record<string, unknown>, headers = adminHeaders) =>
    app.inject({ method: 'PUT', url: `/api/v1/companies/${id}`, headers, payload });

  it('approves: ACTIVE, reviewed, and the owner is mailed a sign-in link', async () => {
    const { company, owner } = await applicant();
    const response = await decide(company.id, { status: 'ACTIVE' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ACTIVE',
      reviewNote: null,
      reviewedAt: expect.any(String),
    });
    const [row] = await db
      .select()
      .from(schema.partnerAccounts)
      .where(eq(schema.partnerAccounts.id, company.id));
    expect(row?.reviewedBy).toBe(admin.id);
    const [mail] = await mailsTo(app, owner.user.email);
    expect(mail?.subject).toBe('Applicant en is approved');
    expect(mail?.links).toEqual([{ label: 'Sign in', url: 'http://localhost:8080/sign-in' }]);
    expect(mail?.html).toContain('href="http://localhost:8080/sign-in"');
    const viewer = await app.inject({ url: '/api/v1/proUsers/my', headers: owner.headers });
    expect(viewer.json().partnerUsers[0].partnerAccount.status).toBe('ACTIVE');
  });

  it("rejects with a note mailed in the owner's language, text and HTML", async () => {
    const { company, owner } = await applicant('de-DE');
    const note = 'Bitte laden Sie Ihre Lizenz <hoch>.';
    const response = await decide(company.id, { status: 'INACTIVE', note });
    expect(response.json()).toMatchObject({ status: 'INACTIVE', reviewNote: note });
    const [mail] = await mailsTo(app, owner.user.email);
    expect(mail?.subject).toBe('Die Bewerbung von Applicant de-DE braucht Änderungen');
    expect(mail?.text).toContain(note);
    expect(mail?.html).toContain('Bitte laden Sie Ihre Lizenz &lt;hoch&gt;.');
    expect(mail?.links[0]?.url).toBe('http://localhost:8080/company/application/update');
    // The owner reads the note on the application status page too.
    const mine = await app.inject({ url: '/api/v1/proAccounts', headers: owner.headers });
    expect(mine.json().nodes[0]).toMatchObject({ status: 'INACTIVE', reviewNote: note });
  });

  it('archives with the note and no link', async () => {
    const { company, owner } = await applicant('fr');
    await decide(company.id, { status: 'ARCHIVED', note: 'Entreprise fermée.' });
    const [mail] = await mailsTo(app, owner.user.email);
    expect(mail?.subject).toBe('Le compte de Applicant fr a été archivé');
    expect(mail?.text).toContain('Entreprise fermée.');
    expect(mail?.links).toEqual([]);
  });

  it('answers 409 INCOMPLETE_REGISTRATION_STATE for an application not submitted', async () => {
    const company = await createCompany(db, { status: null });
    const error = expectError(await decide(company.id, { status: 'ACTIVE' }), 409);
    expect(error.reasonCode).toBe('INCOMPLETE_REGISTRATION_STATE');
  });

  it('refuses a bad decision with 400, changing nothing; 403 to others; 404 when missing', async () => {
    const { company, owner } = await applicant('es');
    const bad = await decide(company.id, { status: 'PENDING' });
    expect(expectError(bad, 400).fields?.[0]?.field).toBe('body.status');
    const long = await decide(company.id, { status: 'ACTIVE', note: 'x'.repeat(1001) });
    expect(expectError(long, 400).fields?.[0]?.field).toBe('body.note');
    expectError(await decide(company.id, { status: 'ACTIVE' }, owner.headers), 403);
    expectError(await decide('00000000-0000-4000-8000-000000000000', { status: 'ACTIVE' }), 404);
    const [row] = await db
      .select()
      .from(schema.partnerAccounts)
      .where(eq(schema.partnerAccounts.id, company.id));
    expect(row?.status).toBe('PENDING');
    expect(await mailsTo(app, owner.user.email)).toEqual([]);
  });
});
