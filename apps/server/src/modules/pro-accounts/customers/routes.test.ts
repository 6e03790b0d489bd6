import { PartnerRole } from '@portal/contracts';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import { createCompany, loner, member } from '../../../test/partners';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;

const url = (companyId: string, rest = '') => `/api/v1/proAccounts/${companyId}/customers${rest}`;
const home = {
  locationName: 'Main house',
  address: { address1: '12 Elm Street', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
};
const customer = (overrides: object = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.test',
  phoneNumber: '(512) 555-0142',
  countryCode: 'US',
  ...overrides,
});

async function team() {
  const company = await createCompany(db);
  const [owner, tech, sales] = await Promise.all([
    member(app, db, company, ['OWNER']),
    member(app, db, company, ['TECHNICIAN']),
    member(app, db, company, ['SALES']),
  ]);
  return { company, owner, tech, sales };
}

async function create(companyId: string, headers: Headers, payload: object) {
  return app.inject({ method: 'POST', url: url(companyId), headers, payload });
}

async function stored(companyId: string) {
  return db
    .select()
    .from(schema.partnerCustomers)
    .where(eq(schema.partnerCustomers.partnerAccountId, companyId));
}

describe('POST customers', () => {
  it('stores the customer with the phone as E.164 and the first home', async () => {
    const { company, tech } = await team();
    const response = await create(company.id, tech.headers, customer({ location: home }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.test',
      phoneNumber: '+15125550142',
      customerType: 'Residential',
      homeownerStatus: 'NONE',
      locationsCount: 1,
      devicesCount: 0,
      locations: [{ locationName: 'Main house', state: 'Normal', devices: [] }],
    });
  });

  it('refuses a bad phone number and a missing last name with 400 naming the field, storing nothing', async () => {
    const { company, owner } = await team();
    const phone = expectError(
      await create(company.id, owner.headers, customer({ phoneNumber: '12' })),
      400,
    );
    expect(phone.fields?.map((f) => f.field)).toEqual(['body.phoneNumber']);
    const name = expectError(
      await create(company.id, owner.headers, customer({ lastName: '' })),
      400,
    );
    expect(name.fields?.map((f) => f.field)).toEqual(['body.lastName']);
    expect(await stored(company.id)).toEqual([]);
  });

  it('is 403 for sales, 404 for a non-member, 401 signed out', async () => {
    const { company, sales } = await team();
    const outsider = await loner(app, db);
    expectError(await create(company.id, sales.headers, customer()), 403);
    expectError(await create(company.id, outsider.headers, customer()), 404);
    expectError(await create(company.id, {}, customer()), 401);
    expect(await stored(company.id)).toEqual([]);
  });

  it('is refused with 403 for a company in the EMEA market, GB included', async () => {
    for (const countryCode of ['GB', 'DE']) {
      const company = await createCompany(db, { countryCode });
      const owner = await member(app, db, company, ['OWNER']);
      const error = expectError(await create(company.id, owner.headers, customer()), 403);
      expect(error.message).toMatch(/EMEA/);
      expectError(await app.inject({ url: url(company.id), headers: owner.headers }), 403);
    }
  });
});

describe('GET customers', () => {
  it('pages 15 by default by name, searches by prefix, orders newest first', async () => {
    const { company, sales } = await team();
    const rows = Array.from({ length: 17 }, (_, i) => ({
      partnerAccountId: company.id,
      firstName: `First${String(i).padStart(2, '0')}`,
      lastName: i % 2 ? 'Zimmer' : 'Adams',
      email: `c${i}@example.test`,
      phoneNumber: `+1512555${String(1000 + i)}`,
      countryCode: 'US',
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    }));
    await db.insert(schema.partnerCustomers).values(rows);
    const first = await app.inject({ url: url(company.id), headers: sales.headers });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.totalCount).toBe(17);
    expect(page.nodes).toHaveLength(15);
    expect(page.nodes[0]).toMatchObject({ lastName: 'Adams', firstName: 'First00' });
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await app.inject({
      url: url(company.id, `?after=${page.pageInfo.endCursor}`),
      headers: sales.headers,
    });
    expect(next.json().nodes.map((n: { firstName: string }) => n.firstName)).toEqual([
      'First13',
      'First15',
    ]);
    const search = await app.inject({
      url: url(company.id, '?filterBy=first01%20z'),
      headers: sales.headers,
    });
    expect(search.json().nodes.map((n: { email: string }) => n.email)).toEqual(['c1@example.test']);
    const phone = await app.inject({
      url: url(company.id, '?filterBy=1512555101'),
      headers: sales.headers,
    });
    expect(phone.json().totalCount).toBe(7);
    const newest = await app.inject({
      url: url(company.id, '?orderBy=newest&first=1'),
      headers: sales.headers,
    });
    expect(newest.json().nodes[0].firstName).toBe('First16');
  });
});

describe('GET, PUT and DELETE one customer', () => {
  it('answers with homes in v1 (includeLocations) and v2; another tenant gets 404', async () => {
    const { company, owner, sales } = await team();
    const created = (await create(company.id, owner.headers, customer({ location: home }))).json();
    const bare = await app.inject({
      url: url(company.id, `/${created.id}`),
      headers: sales.headers,
    });
    expect(bare.json().locations).toBeUndefined();
    const withHomes = await app.inject({
      url: url(company.id, `/${created.id}?includeLocations=true`),
      headers: sales.headers,
    });
    expect(withHomes.json().locations).toHaveLength(1);
    const v2 = await app.inject({
      url: `/api/v2/proAccounts/${company.id}/customers/${created.id}`,
      headers: sales.headers,
    });
    expect(v2.json().locations).toHaveLength(1);

    const other = await team();
    expectError(
      await app.inject({
        url: url(other.company.id, `/${created.id}`),
        headers: other.owner.headers,
      }),
      404,
    );
  });

  it('updates fields, re-checking the phone; sales may not', async () => {
    const { company, tech, sales } = await team();
    const created = (await create(company.id, tech.headers, customer())).json();
    const put = (headers: Headers, payload: object) =>
      app.inject({ method: 'PUT', url: url(company.id, `/${created.id}`), headers, payload });
    const changed = await put(tech.headers, { lastName: 'Byron', phoneNumber: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ lastName: 'Byron', phoneNumber: null });
    expectError(await put(tech.headers, { phoneNumber: 'abc' }), 400);
    expectError(await put(sales.headers, { lastName: 'X' }), 403);
    const [row] = await stored(company.id);
    expect(row?.lastName).toBe('Byron');
  });

  it('deletes the customer with its homes and unregisters their devices', async () => {
    const { company, owner, sales } = await team();
    const created = (await create(company.id, owner.headers, customer({ location: home }))).json();
    const [product] = await db.select().from(schema.products).limit(1);
    await db.insert(schema.devices).values({
      macAddress: 'AA:BB:CC:00:00:01',
      productId: product?.id ?? '',
      partnerAccountId: company.id,
      locationId: created.locations[0].id,
    });
    const del = (headers: Headers) =>
      app.inject({ method: 'DELETE', url: url(company.id, `/${created.id}`), headers });
    expectError(await del(sales.headers), 403);
    expect((await del(owner.headers)).statusCode).toBe(204);
    expect(await stored(company.id)).toEqual([]);
    const left = await db
      .select()
      .from(schema.devices)
      .where(eq(schema.devices.macAddress, 'AA:BB:CC:00:00:01'));
    expect(left).toEqual([]);
    expectError(await del(owner.headers), 404);
  });

  it('only owners and company admins delete a customer; every other role gets 403 and it stays', async () => {
    const company = await createCompany(db);
    const owner = await member(app, db, company, ['OWNER']);
    for (const role of PartnerRole) {
      const created = (await create(company.id, owner.headers, customer())).json();
      const { headers } = await member(app, db, company, [role]);
      const response = await app.inject({
        method: 'DELETE',
        url: url(company.id, `/${created.id}`),
        headers,
      });
      if (role === 'OWNER' || role === 'COMPANY_ADMIN') {
        expect(response.statusCode, `${role}: ${response.body}`).toBe(204);
      } else {
        expect(expectError(response, 403).message, role).toContain('customers:delete');
        expect((await stored(company.id)).map((row) => row.id)).toContain(created.id);
      }
    }
  });
});
