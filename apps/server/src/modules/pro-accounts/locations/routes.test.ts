import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import { createCompany, loner, member } from '../../../test/partners';

const { app, db } = await buildTestApp();

type Headers = Record<string, string>;
const base = (companyId: string) => `/api/v1/proAccounts/${companyId}`;
const home = (locationName = 'Main house') => ({
  locationName,
  address: { address1: '12 Elm Street', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
});

async function setUp() {
  const company = await createCompany(db);
  const owner = await member(app, db, company, ['OWNER']);
  const tech = await member(app, db, company, ['TECHNICIAN']);
  const sales = await member(app, db, company, ['SALES']);
  const created = await app.inject({
    method: 'POST',
    url: `${base(company.id)}/customers`,
    headers: owner.headers,
    payload: { firstName: 'Ada', lastName: 'King', countryCode: 'US', location: home() },
  });
  const customer = created.json() as { id: string; locations: { id: string }[] };
  return { company, owner, tech, sales, customer, locationId: customer.locations[0]?.id ?? '' };
}

describe('customer locations', () => {
  it('adds, lists and changes homes; sales reads but may not write', async () => {
    const { company, tech, sales, customer } = await setUp();
    const url = `${base(company.id)}/customers/${customer.id}/locations`;
    const add = (headers: Headers, payload: object) =>
      app.inject({ method: 'POST', url, headers, payload });
    const added = await add(tech.headers, home('Lake house'));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ locationName: 'Lake house', customerId: customer.id });
    expectError(await add(sales.headers, home('Cabin')), 403);
    const bad = expectError(
      await add(tech.headers, { ...home(), address: { ...home().address, zip: '' } }),
      400,
    );
    expect(bad.fields?.map((f) => f.field)).toEqual(['body.address.zip']);

    const list = await app.inject({ url, headers: sales.headers });
    expect(list.json().map((l: { locationName: string }) => l.locationName)).toEqual([
      'Main house',
      'Lake house',
    ]);

    const put = await app.inject({
      method: 'PUT',
      url: `${url}/${added.json().id}`,
      headers: tech.headers,
      payload: home('Lake cabin'),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().locationName).toBe('Lake cabin');
  });

  it('a home in the US names one of its states (400 on address.state, nothing stored), kept as its code', async () => {
    const { company, tech, customer } = await setUp();
    const url = `${base(company.id)}/customers/${customer.id}/locations`;
    const inState = (state: string) => ({
      ...home('Lake house'),
      address: { ...home().address, state },
    });
    const refused = expectError(
      await app.inject({ method: 'POST', url, headers: tech.headers, payload: inState('Ontario') }),
      400,
    );
    expect(refused.fields?.map((f) => f.field)).toEqual(['body.address.state']);
    const homes = await app.inject({ url, headers: tech.headers });
    expect(homes.json()).toHaveLength(1);

    const added = await app.inject({
      method: 'POST',
      url,
      headers: tech.headers,
      payload: inState('texas'),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().address.state).toBe('TX');
  });

  it("answers 404 for another tenant's customer and home, 401 signed out, 404 to a non-member", async () => {
    const { company, customer, locationId } = await setUp();
    const other = await setUp();
    const outsider = await loner(app, db);
    const theirs = `${base(other.company.id)}/customers/${customer.id}/locations`;
    expectError(await app.inject({ url: theirs, headers: other.owner.headers }), 404);
    expectError(
      await app.inject({
        url: `${base(other.company.id)}/locations/${locationId}`,
        headers: other.owner.headers,
      }),
      404,
    );
    expectError(
      await app.inject({
        method: 'PUT',
        url: `${base(other.company.id)}/customers/${other.customer.id}/locations/${locationId}`,
        headers: other.owner.headers,
        payload: home('Taken'),
      }),
      404,
    );
    const ours = `${base(company.id)}/locations/${locationId}`;
    expectError(await app.inject({ url: ours }), 401);
    expectError(await app.inject({ url: ours, headers: outsider.headers }), 404);
  });
});

describe('locations', () => {
  it('reads a home in v1 and v2 and deletes it with its device registrations', async () => {
    const { company, owner, sales, locationId } = await setUp();
    for (const version of ['v1', 'v2']) {
      const response = await app.inject({
        url: `/api/${version}/proAccounts/${company.id}/locations/${locationId}`,
        headers: sales.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        id: locationId,
        homeownerLinked: false,
        hasHousehold: false,
      });
    }
    const [product] = await db.select().from(schema.products).limit(1);
    await db.insert(schema.devices).values({
      macAddress: 'AA:BB:CC:00:10:01',
      productId: product?.id ?? '',
      partnerAccountId: company.id,
      locationId,
    });
    const del = (headers: Headers) =>
      app.inject({
        method: 'DELETE',
        url: `${base(company.id)}/locations/${locationId}`,
        headers,
      });
    expectError(await del(sales.headers), 403);
    expect((await del(owner.headers)).statusCode).toBe(204);
    expectError(await del(owner.headers), 404);
    const left = await db
      .select()
      .from(schema.devices)
      .where(eq(schema.devices.macAddress, 'AA:BB:CC:00:10:01'));
    expect(left).toEqual([]);
  });
});
