import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import { createUser } from '../../../test/identity';
import { addMember, createCompany, member } from '../../../test/partners';

const { app, db } = await buildTestApp();

const url = (companyId: string, query = '') =>
  `/api/v1/proAccounts/${companyId}/adminEmails${query}`;

/** Owners and admins (one INACTIVE), other roles, and another company's owner. */
let companies = 0;
async function companyWithStaff() {
  companies += 1;
  // Addresses are unique across companies: each company has its own domain.
  const at = `@company${companies}.test`;
  const company = await createCompany(db);
  const owner = await member(app, db, company, ['OWNER'], { email: `Owner${at}` });
  const add = async (email: string, roles: Parameters<typeof addMember>[3], inactive = false) =>
    addMember(
      db,
      company,
      await createUser(db, { email }),
      roles,
      inactive ? 'INACTIVE' : 'ACTIVE',
    );
  await add(`carol.admin${at}`, ['COMPANY_ADMIN']);
  await add(`able.owner${at}`, ['TECHNICIAN', 'OWNER']);
  await add(`gone.admin${at}`, ['COMPANY_ADMIN'], true);
  await add(`tech${at}`, ['TECHNICIAN']);
  await add(`ops${at}`, ['OPERATIONS']);
  const other = await createCompany(db);
  await addMember(db, other, await createUser(db, { email: `boss${at}.elsewhere` }), ['OWNER']);
  return { company, owner, at };
}

describe('GET adminEmails', () => {
  it("answers the ACTIVE owners' and company admins' addresses by address, paged", async () => {
    const { company, owner, at } = await companyWithStaff();
    const all = await app.inject({ url: url(company.id), headers: owner.headers });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({
      nodes: [{ email: `able.owner${at}` }, { email: `carol.admin${at}` }, { email: `Owner${at}` }],
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
      totalCount: 3,
    });
    const first = await app.inject({ url: url(company.id, '?first=2'), headers: owner.headers });
    expect(first.json()).toMatchObject({
      nodes: [{ email: `able.owner${at}` }, { email: `carol.admin${at}` }],
      pageInfo: { hasNextPage: true },
      totalCount: 3,
    });
    const next = await app.inject({
      url: url(company.id, `?first=2&after=${first.json().pageInfo.endCursor}`),
      headers: owner.headers,
    });
    expect(next.json()).toMatchObject({
      nodes: [{ email: `Owner${at}` }],
      pageInfo: { hasNextPage: false, hasPreviousPage: true },
    });
  });

  it('is for every member (company:read): a guest reads it too', async () => {
    const { company } = await companyWithStaff();
    const guest = await member(app, db, company, ['GUEST']);
    const answer = await app.inject({ url: url(company.id), headers: guest.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().totalCount).toBe(3);
  });

  it('refuses a cursor of another list and a page over the cap, naming the field', async () => {
    const { company, owner } = await companyWithStaff();
    const cursor = expectError(
      await app.inject({ url: url(company.id, '?after=bm90LWEtY3Vyc29y'), headers: owner.headers }),
      400,
    );
    expect(cursor.fields?.map((f) => f.field)).toEqual(['querystring.after']);
    const size = expectError(
      await app.inject({ url: url(company.id, '?first=101'), headers: owner.headers }),
      400,
    );
    expect(size.fields?.map((f) => f.field)).toEqual(['querystring.first']);
  });
});
