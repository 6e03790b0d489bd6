import { randomUUID } from 'node:crypto';
import {
  Associate,
  AssociateConnection,
  AssociateHomeConnection,
  type PartnerRole,
  RncDashboard,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import { customerAddedAt, homeWithDevices } from '../../../test/insights';
import { type Company, createCompany, member } from '../../../test/partners';

const { app, db } = await buildTestApp();

type Headers = { authorization: string };
const url = (companyId: string, path = '') => `/api/v1/proAccounts/${companyId}/associates${path}`;
const builder = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lakeside Homes',
  contactEmail: 'Sales@Lakeside.example',
  phoneNumber: '(512) 555-0142',
  notes: 'Phase 2 from May',
  ...overrides,
});

async function create(company: Company, headers: Headers, body: object = builder()) {
  return app.inject({ method: 'POST', url: url(company.id), headers, payload: body });
}
async function created(company: Company, headers: Headers, body: object = builder()) {
  const response = await create(company, headers, body);
  expect(response.statusCode, response.body).toBe(201);
  return Associate.parse(response.json());
}
const list = async (company: Company, headers: Headers, query = '') => {
  const response = await app.inject({ url: `${url(company.id)}${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return AssociateConnection.parse(response.json());
};

describe('associates CRUD', () => {
  it('an owner adds, reads, lists, changes and deletes a builder', async () => {
    const company = await createCompany(db);
    const { headers } = await member(app, db, company, ['OWNER']);

    const lakeside = await created(company, headers);
    expect(lakeside).toMatchObject({
      associateType: 'Builder',
      name: 'Lakeside Homes',
      contactEmail: 'sales@lakeside.example',
      phoneNumber: '+15125550142',
      notes: 'Phase 2 from May',
      homes: 0,
    });
    const read = await app.inject({ url: url(company.id, `/${lakeside.id}`), headers });
    expect(Associate.parse(read.json())).toEqual(lakeside);

    const birch = await created(company, headers, { name: 'birch Builders' });
    expect(birch).toMatchObject({ contactEmail: null, phoneNumber: null, notes: null });
    // By name, case aside; filterBy keeps the names that start with it.
    expect((await list(company, headers)).nodes.map((a) => a.name)).toEqual([
      'birch Builders',
      'Lakeside Homes',
    ]);
    const found = await list(company, headers, '?filterBy=LAKE');
    expect(found.nodes.map((a) => a.id)).toEqual([lakeside.id]);
    expect(found.totalCount).toBe(1);

    const changed = await app.inject({
      method: 'PUT',
      url: url(company.id, `/${lakeside.id}`),
      headers,
      payload: { name: 'Lakeside Homes Inc.', phoneNumber: '+44 20 7946 0958', notes: null },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(Associate.parse(changed.json())).toMatchObject({
      name: 'Lakeside Homes Inc.',
      contactEmail: 'sales@lakeside.example',
      phoneNumber: '+442079460958',
      notes: null,
    });

    const deleted = await app.inject({
      method: 'DELETE',
      url: url(company.id, `/${lakeside.id}`),
      headers,
    });
    expect(deleted.statusCode).toBe(204);
    expectError(await app.inject({ url: url(company.id, `/${lakeside.id}`), headers }), 404);
    expect((await list(company, headers)).nodes.map((a) => a.id)).toEqual([birch.id]);
  });

  it('pages by name with cursors', async () => {
    const company = await createCompany(db);
    const { headers } = await member(app, db, company, ['COMPANY_ADMIN']);
    for (const name of ['Cedar', 'Alder', 'Birch']) await created(company, headers, { name });
    const first = await list(company, headers, '?first=2');
    expect(first.nodes.map((a) => a.name)).toEqual(['Alder', 'Birch']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await list(company, headers, `?first=2&after=${first.pageInfo.endCursor}`);
    expect(next.nodes.map((a) => a.name)).toEqual(['Cedar']);
    expect(next.totalCount).toBe(3);
  });
});

describe("a builder's homes", () => {
  it('links homes, lists them with when they were commissioned, moves and unlinks them', async () => {
    const company = await createCompany(db);
    const { headers } = await member(app, db, company, ['OWNER']);
    const lakeside = await created(company, headers);
    const birch = await created(company, headers, { name: 'Birch' });
    const customer = await customerAddedAt(db, company.id, new Date('2026-01-05T10:00:00Z'));
    const equipped = await homeWithDevices(db, customer, 2, {
      addedAt: new Date('2026-01-05T10:00:00Z'),
      installedAt: new Date('2026-02-01T09:00:00Z'),
    });
    const bare = await homeWithDevices(db, customer, 0, {
      addedAt: new Date('2026-01-06T10:00:00Z'),
    });
    const homesUrl = (associateId: string) => url(company.id, `/${associateId}/homes`);
    const change = (associateId: string, payload: object) =>
      app.inject({ method: 'PUT', url: homesUrl(associateId), headers, payload });

    const linked = await change(lakeside.id, { add: [equipped.home.id, bare.home.id] });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(Associate.parse(linked.json()).homes).toBe(2);
    const homes = await app.inject({ url: homesUrl(lakeside.id), headers });
    expect(homes.statusCode, homes.body).toBe(200);
    expect(AssociateHomeConnection.parse(homes.json()).nodes).toEqual([
      {
        locationId: bare.home.id,
        locationName: 'Home',
        customerId: customer.id,
        customerFirstName: 'Ada',
        customerLastName: 'King',
        city: 'Austin',
        createdAt: '2026-01-06T10:00:00.000Z',
        commissionedAt: null,
      },
      {
        locationId: equipped.home.id,
        locationName: 'Home',
        customerId: customer.id,
        customerFirstName: 'Ada',
        customerLastName: 'King',
        city: 'Austin',
        createdAt: '2026-01-05T10:00:00.000Z',
        commissionedAt: '2026-02-01T09:00:00.000Z',
      },
    ]);

    // Linking a home to another builder moves it; removing one not linked changes nothing.
    const moved = await change(birch.id, { add: [bare.home.id], remove: [equipped.home.id] });
    expect(Associate.parse(moved.json()).homes).toBe(1);
    const stays = await app.inject({ url: url(company.id, `/${lakeside.id}`), headers });
    expect(Associate.parse(stays.json()).homes).toBe(1);
    // The builders' dashboard follows the link (its read model counts homes by builder).
    const builderHomes = async () => {
      const answer = await app.inject({
        url: `/api/v1/proAccounts/${company.id}/insights/rncDashboard?timePeriod=Lifetime`,
        headers,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return RncDashboard.parse(answer.json()).builders.map((b) => [b.name, b.homes]);
    };
    expect(await builderHomes()).toEqual([
      ['Birch', 1],
      ['Lakeside Homes', 1],
    ]);

    // Deleting a builder unlinks its homes, which stay.
    await app.inject({ method: 'DELETE', url: url(company.id, `/${birch.id}`), headers });
    const [home] = await db
      .select({ associateId: schema.partnerDeviceLocations.associateId })
      .from(schema.partnerDeviceLocations)
      .where(eq(schema.partnerDeviceLocations.id, bare.home.id));
    expect(home).toEqual({ associateId: null });
    expect(await builderHomes()).toEqual([['Lakeside Homes', 1]]);
  });

  it('refuses a home of another company, or one both added and removed, changing nothing', async () => {
    const company = await createCompany(db);
    const { headers } = await member(app, db, company, ['OWNER']);
    const lakeside = await created(company, headers);
    const ours = await homeWithDevices(db, await customerAddedAt(db, company.id, new Date()), 0);
    const other = await createCompany(db);
    const theirs = await homeWithDevices(db, await customerAddedAt(db, other.id, new Date()), 0);
    const change = (payload: object) =>
      app.inject({
        method: 'PUT',
        url: url(company.id, `/${lakeside.id}/homes`),
        headers,
        payload,
      });

    const foreign = expectError(await change({ add: [ours.home.id, theirs.home.id] }), 400);
    expect(foreign.fields).toEqual([
      { field: 'body.add.1', message: 'is not a home of the company' },
    ]);
    const twice = expectError(await change({ add: [ours.home.id], remove: [ours.home.id] }), 400);
    expect(twice.fields).toEqual([{ field: 'body.remove.0', message: 'is also in add' }]);
    const nothing = expectError(await change({}), 400);
    expect(nothing.fields?.map((f) => f.field)).toEqual(['body']);
    const notUuid = expectError(await change({ add: ['home-1'] }), 400);
    expect(notUuid.fields?.map((f) => f.field)).toEqual(['body.add.0']);
    const repeated = expectError(await change({ add: [ours.home.id, ours.home.id] }), 400);
    expect(repeated.fields).toEqual([{ field: 'body.add', message: 'Each home at most once.' }]);

    const read = await app.inject({ url: url(company.id, `/${lakeside.id}`), headers });
    expect(Associate.parse(read.json()).homes).toBe(0);
  });
});

describe('bad input', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['no name', { name: undefined }, 'body.name'],
    ['a blank name', { name: '   ' }, 'body.name'],
    ['a name too long', { name: 'x'.repeat(121) }, 'body.name'],
    ['an email that is not one', { contactEmail: 'sales at lakeside' }, 'body.contactEmail'],
    ['a phone number of no country', { phoneNumber: '12345' }, 'body.phoneNumber'],
    ['a phone number that is not one', { phoneNumber: 'call us' }, 'body.phoneNumber'],
    ['notes too long', { notes: 'x'.repeat(2001) }, 'body.notes'],
    ['another associate type', { associateType: 'Plumber' }, 'body.associateType'],
  ])('POST with %s is a 400 naming the field, and stores nothing', async (_, change, field) => {
    const company = await createCompany(db);
    const { headers } = await member(app, db, company, ['OWNER']);
    const refused = expectError(await create(company, headers, builder(change)), 400);
    expect(refused.fields?.map((f) => f.field)).toEqual([field]);
    expect((await list(company, headers)).totalCount).toBe(0);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a null name', { name: null }, 'body.name'],
    ['a bad phone number', { phoneNumber: '0' }, 'body.phoneNumber'],
    ['a bad email', { contactEmail: 'nobody' }, 'body.contactEmail'],
    ['nothing to change', {}, 'body'],
  ])('PUT with %s is a 400 naming the field, and changes nothing', async (_, change, field) => {
    const company = await createCompany(db);
    const { headers } = await member(app, db, company, ['OWNER']);
    const lakeside = await created(company, headers);
    const refused = await app.inject({
      method: 'PUT',
      url: url(company.id, `/${lakeside.id}`),
      headers,
      payload: change,
    });
    expect(expectError(refused, 400).fields?.map((f) => f.field)).toEqual([field]);
    const read = await app.inject({ url: url(company.id, `/${lakeside.id}`), headers });
    expect(Associate.parse(read.json())).toEqual(lakeside);
  });

  it.each([
    ['/not-an-id', 'params.partnerAssociateId'],
    ['?first=0', 'querystring.first'],
    ['?first=101', 'querystring.first'],
    ['?after=nonsense', 'querystring.after'],
  ])('GET %s is a 400 naming %s', async (path, field) => {
    const company = await createCompany(db);
    const { headers } = await member(app, db, company, ['OWNER']);
    const refused = expectError(await app.inject({ url: url(company.id, path), headers }), 400);
    expect(refused.fields?.map((f) => f.field)).toEqual([field]);
  });
});

describe('who may read and change associates', () => {
  it.each<[PartnerRole]>([['MEMBER'], ['SALES'], ['MARKETING'], ['OPERATIONS']])(
    '%s reads them but may not change them (403)',
    async (role) => {
      const company = await createCompany(db);
      const owner = await member(app, db, company, ['OWNER']);
      const lakeside = await created(company, owner.headers);
      const { headers } = await member(app, db, company, [role]);
      expect((await list(company, headers)).nodes).toHaveLength(1);
      const one = `/${lakeside.id}`;
      for (const [method, path, payload] of [
        ['POST', '', builder()],
        ['PUT', one, { name: 'Renamed' }],
        ['PUT', `${one}/homes`, { add: [randomUUID()] }],
        ['DELETE', one, undefined],
      ] as const) {
        const refused = expectError(
          await app.inject({ method, url: url(company.id, path), headers, payload }),
          403,
        );
        expect(refused.message, `${method} ${path}`).toContain('company:update');
      }
    },
  );

  it.each<[PartnerRole]>([['GUEST'], ['TECHNICIAN']])(
    '%s may not even read them (403)',
    async (role) => {
      const company = await createCompany(db);
      const { headers } = await member(app, db, company, [role]);
      expectError(await app.inject({ url: url(company.id), headers }), 403);
    },
  );

  it("another company's associates answer 404, as missing ones; signed out is 401", async () => {
    const company = await createCompany(db);
    const owner = await member(app, db, company, ['OWNER']);
    const lakeside = await created(company, owner.headers);
    const stranger = await createCompany(db);
    const { headers } = await member(app, db, stranger, ['OWNER']);
    expect((await list(stranger, headers)).totalCount).toBe(0);
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['PUT', '', { name: 'Mine now' }],
      ['GET', '/homes', undefined],
      ['PUT', '/homes', { add: [randomUUID()] }],
      ['DELETE', '', undefined],
    ] as const) {
      const answer = (id: string) =>
        app.inject({ method, url: url(stranger.id, `/${id}${path}`), headers, payload });
      const theirs = expectError(await answer(lakeside.id), 404);
      const missing = expectError(await answer(randomUUID()), 404);
      expect(theirs.message, `${method} ${path}`).toBe(missing.message);
    }
    // Through their own company's path, a stranger is not a member: 404.
    expectError(await app.inject({ url: url(company.id), headers }), 404);
    const read = await app.inject({
      url: url(company.id, `/${lakeside.id}`),
      headers: owner.headers,
    });
    expect(Associate.parse(read.json())).toMatchObject({ name: 'Lakeside Homes' });
    expectError(await app.inject({ url: url(company.id) }), 401);
    expectError(await create(company, { authorization: '' }), 401);
  });
});
