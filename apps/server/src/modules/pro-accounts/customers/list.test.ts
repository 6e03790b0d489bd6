import { randomUUID } from 'node:crypto';
import { EXACT_COUNT_LIMIT } from '@portal/contracts';
import { schema } from '@portal/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerWithHome, joinHousehold, registerDevice } from '../../../test/customers';
import { buildTestApp } from '../../../test/helper';
import { createUser } from '../../../test/identity';
import { createCompany, member } from '../../../test/partners';

// The customer list is prepared once per page shape (order, direction, first page or after a
// cursor, with or without a search) and counts what each customer holds in one grouped join:
// every shape must answer the same customers in the same order, with the same counts as the
// single-customer read, which counts on its own.
const { app, db } = await buildTestApp();

type Headers = Record<string, string>;
type Page = {
  nodes: {
    id: string;
    firstName: string;
    lastName: string;
    locationsCount: number;
    devicesCount: number;
    homeownerStatus: string;
  }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    endCursor: string | null;
    startCursor: string | null;
  };
  totalCount: number;
  totalCountIsLowerBound: boolean;
};

const listUrl = (companyId: string) => `/api/v1/proAccounts/${companyId}/customers`;

async function list(companyId: string, headers: Headers, query: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: listUrl(companyId), headers, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

/** `size` customers written by PostgreSQL itself; names repeat, so the id breaks ties. */
async function manyCustomers(companyId: string, size: number) {
  await db.execute(sql`
    insert into partner_customers (partner_account_id, first_name, last_name, email, phone_number, country_code, created_at)
    select ${companyId}, (array['Ann','Bob','Cy'])[1 + i % 3], (array['Marsh','Martin','Young','Marquez'])[1 + i % 4],
      'c' || i || '@example.test', '+1512' || lpad(i::text, 7, '0'), 'US', now() - (i % 5) * interval '1 second'
    from generate_series(1, ${size}::int) i`);
}

async function walkForward(companyId: string, headers: Headers, query: Record<string, string>) {
  const seen: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const page: Page = await list(companyId, headers, {
      ...query,
      first: '7',
      ...(after ? { after } : {}),
    });
    seen.push(...page.nodes.map((node) => node.id));
    if (!page.pageInfo.hasNextPage) return seen;
    after = page.pageInfo.endCursor;
  }
  throw new Error('the list did not end');
}

async function walkBackward(companyId: string, headers: Headers, query: Record<string, string>) {
  const seen: string[] = [];
  let before: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const page: Page = await list(companyId, headers, {
      ...query,
      last: '6',
      ...(before ? { before } : {}),
    });
    seen.unshift(...page.nodes.map((node) => node.id));
    if (!page.pageInfo.hasPreviousPage) return seen;
    before = page.pageInfo.startCursor;
  }
  throw new Error('the list did not end');
}

async function everyCustomer(companyId: string) {
  const { rows } = await db.execute<{
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    phone_number: string;
    created_at: string;
  }>(
    sql`select id, first_name, last_name, email, phone_number, created_at::text as created_at
        from partner_customers where partner_account_id = ${companyId}`,
  );
  return rows;
}

describe('GET customers: every page shape', () => {
  it('walks forward and backward through each order, with and without a search, alike', async () => {
    const company = await createCompany(db);
    const { headers } = await member(app, db, company, ['OWNER']);
    await manyCustomers(company.id, 40);
    const rows = await everyCustomer(company.id);
    const byName = [...rows].sort(
      (a, b) =>
        a.last_name.toLowerCase().localeCompare(b.last_name.toLowerCase()) ||
        a.first_name.toLowerCase().localeCompare(b.first_name.toLowerCase()) ||
        (a.id < b.id ? -1 : 1),
    );
    // Timestamps as PostgreSQL writes them sort as strings within one time zone.
    const byCreation = [...rows].sort((a, b) =>
      a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : a.created_at < b.created_at ? -1 : 1,
    );
    const expected: Record<string, string[]> = {
      name: byName.map((row) => row.id),
      oldest: byCreation.map((row) => row.id),
      newest: [...byCreation].reverse().map((row) => row.id),
    };
    for (const [orderBy, ids] of Object.entries(expected)) {
      expect(await walkForward(company.id, headers, { orderBy })).toEqual(ids);
      expect(await walkBackward(company.id, headers, { orderBy })).toEqual(ids);
      // "mar" finds Marsh, Martin and Marquez by last name; "1 512 000 001" finds c10…c19 by phone.
      const mar = ids.filter((id) =>
        /^mar/i.test(rows.find((row) => row.id === id)?.last_name ?? ''),
      );
      expect(await walkForward(company.id, headers, { orderBy, filterBy: 'mar' })).toEqual(mar);
      expect(await walkBackward(company.id, headers, { orderBy, filterBy: 'mar' })).toEqual(mar);
      const phone = ids.filter((id) =>
        (rows.find((row) => row.id === id)?.phone_number ?? '').startsWith('+1512000001'),
      );
      expect(phone).toHaveLength(10);
      expect(
        await walkForward(company.id, headers, { orderBy, filterBy: '1 512 000 001' }),
      ).toEqual(phone);
    }
  });
});

describe('GET customers: what each customer holds', () => {
  it('counts homes, devices, linked homes and open invites like the single-customer read', async () => {
    const company = await createCompany(db);
    const { headers } = await member(app, db, company, ['OWNER']);
    const first = await customerWithHome(app, company.id, headers);
    const secondHome = await app.inject({
      method: 'POST',
      url: `/api/v1/proAccounts/${company.id}/customers/${first.customerId}/locations`,
      headers,
      payload: {
        locationName: 'Cabin',
        address: {
          address1: '1 Lake Road',
          city: 'Austin',
          state: 'TX',
          zip: '78702',
          country: 'US',
        },
      },
    });
    expect(secondHome.statusCode, secondHome.body).toBe(201);
    const cabinId = (secondHome.json() as { id: string }).id;
    await registerDevice(app, company.id, first.locationId, headers);
    await registerDevice(app, company.id, first.locationId, headers);
    await registerDevice(app, company.id, cabinId, headers);
    const invited = await customerWithHome(app, company.id, headers);
    const invite = (locationId: string, expiresAt: Date) => ({
      locationId,
      partnerAccountId: company.id,
      email: 'owner@example.test',
      tokenHash: randomUUID(),
      expiresAt,
    });
    await db
      .insert(schema.deviceInvites)
      .values([
        invite(invited.locationId, new Date(Date.now() + 86_400_000)),
        invite(first.locationId, new Date(Date.now() - 86_400_000)),
      ]);
    const linked = await customerWithHome(app, company.id, headers);
    await registerDevice(app, company.id, linked.locationId, headers);
    await joinHousehold(db, linked.locationId, [{ user: await createUser(db), role: 'ADMIN' }]);
    const bare = await app.inject({
      method: 'POST',
      url: listUrl(company.id),
      headers,
      payload: { firstName: 'No', lastName: 'Home', countryCode: 'US' },
    });
    expect(bare.statusCode).toBe(201);

    const page = await list(company.id, headers, { orderBy: 'newest' });
    const counted = (id: string) => page.nodes.find((node) => node.id === id);
    expect(counted(first.customerId)).toMatchObject({
      locationsCount: 2,
      devicesCount: 3,
      homeownerStatus: 'NONE',
    });
    expect(counted(invited.customerId)).toMatchObject({
      locationsCount: 1,
      devicesCount: 0,
      homeownerStatus: 'INVITED',
    });
    expect(counted(linked.customerId)).toMatchObject({
      locationsCount: 1,
      devicesCount: 1,
      homeownerStatus: 'LINKED',
    });
    expect(counted((bare.json() as { id: string }).id)).toMatchObject({
      locationsCount: 0,
      devicesCount: 0,
      homeownerStatus: 'NONE',
    });
    for (const node of page.nodes) {
      const single = await app.inject({
        method: 'GET',
        url: `${listUrl(company.id)}/${node.id}`,
        headers,
      });
      const { locations, ...read } = single.json() as Page['nodes'][number] & {
        locations?: unknown;
      };
      expect(node).toEqual(read);
    }
  });
});

describe('GET customers: what a contractor scans for', () => {
  it("tells the first home's city, the devices offline and the company's requests awaiting the homeowner", async () => {
    const company = await createCompany(db);
    const other = await createCompany(db);
    const { headers } = await member(app, db, company, ['OWNER']);
    const customer = await customerWithHome(app, company.id, headers);
    const cabin = await app.inject({
      method: 'POST',
      url: `/api/v1/proAccounts/${company.id}/customers/${customer.customerId}/locations`,
      headers,
      payload: {
        locationName: 'Cabin',
        address: {
          address1: '1 Lake Road',
          city: 'Boise',
          state: 'ID',
          zip: '83702',
          country: 'US',
        },
      },
    });
    expect(cabin.statusCode, cabin.body).toBe(201);
    const cabinId = (cabin.json() as { id: string }).id;
    const online = await registerDevice(app, company.id, customer.locationId, headers);
    const offline = await registerDevice(app, company.id, customer.locationId, headers);
    const cabinDevice = await registerDevice(app, company.id, cabinId, headers);
    await db
      .update(schema.devices)
      .set({ online: true })
      .where(sql`${schema.devices.id} = ${online.id}`);
    await db
      .update(schema.devices)
      .set({ online: false })
      .where(sql`${schema.devices.id} in (${offline.id}, ${cabinDevice.id})`);
    const ask = (locationId: string, deviceIds: string[], serviceType: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/proAccounts/${company.id}/locations/${locationId}/services`,
        headers,
        payload: { deviceIds, serviceType },
      });
    expect(
      (await ask(customer.locationId, [online.id, offline.id], 'RemoteAccess')).statusCode,
    ).toBe(201);
    expect((await ask(cabinId, [cabinDevice.id], 'RemoteAccess')).statusCode).toBe(201);
    // Answered requests wait no more; another company's request on the device is not ours.
    await db
      .update(schema.partnerDeviceServices)
      .set({ consentStatus: 'ACCEPTED', respondedAt: new Date() })
      .where(sql`${schema.partnerDeviceServices.deviceId} = ${cabinDevice.id}`);
    await db.insert(schema.partnerDeviceServices).values({
      deviceId: offline.id,
      partnerAccountId: other.id,
      serviceType: 'BrandingPartnerDeviceService',
    });
    const bare = await app.inject({
      method: 'POST',
      url: listUrl(company.id),
      headers,
      payload: { firstName: 'No', lastName: 'Home', countryCode: 'US' },
    });

    const expected: Record<string, object> = {
      [customer.customerId]: { city: 'Austin', offlineDevicesCount: 2, pendingRequestsCount: 2 },
      [(bare.json() as { id: string }).id]: {
        city: null,
        offlineDevicesCount: 0,
        pendingRequestsCount: 0,
      },
    };
    // The prepared page statement and a search's alike.
    const queries: Record<string, string>[] = [{}, { filterBy: 'grace' }, { filterBy: 'no home' }];
    for (const query of queries) {
      const page = await list(company.id, headers, query);
      expect(page.nodes.length).toBeGreaterThan(0);
      for (const node of page.nodes) expect(node).toMatchObject(expected[node.id] ?? {});
    }
    const single = await app.inject({
      method: 'GET',
      url: `${listUrl(company.id)}/${customer.customerId}`,
      headers,
    });
    expect(single.json()).toMatchObject({
      city: 'Austin',
      offlineDevicesCount: 2,
      pendingRequestsCount: 2,
    });
  });
});

describe('GET customers: totalCount', () => {
  it('is exact at any size without a search, kept as customers come and go', async () => {
    const company = await createCompany(db);
    const other = await createCompany(db);
    const { headers } = await member(app, db, company, ['OWNER']);
    await manyCustomers(company.id, EXACT_COUNT_LIMIT + 400);
    const long = await list(company.id, headers, {});
    expect(long).toMatchObject({
      totalCount: EXACT_COUNT_LIMIT + 400,
      totalCountIsLowerBound: false,
    });
    expect(long.nodes).toHaveLength(15);

    const [first] = long.nodes;
    const removed = await app.inject({
      method: 'DELETE',
      url: `${listUrl(company.id)}/${first?.id}`,
      headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    await db.execute(sql`update partner_customers set partner_account_id = ${other.id}
      where partner_account_id = ${company.id} and last_name = 'Young'`);
    const { rows } = await db.execute<{ company: number; other: number }>(sql`
      select count(*) filter (where partner_account_id = ${company.id})::int as company,
             count(*) filter (where partner_account_id = ${other.id})::int as other
      from partner_customers`);
    const counted = rows[0];
    expect(counted?.other).toBeGreaterThan(0);
    expect((await list(company.id, headers, {})).totalCount).toBe(counted?.company);
    const kept = await db.execute<{ customers: number }>(
      sql`select customers from partner_customer_counts where partner_account_id = ${other.id}`,
    );
    expect(kept.rows).toEqual([{ customers: counted?.other }]);

    // A page without rows still tells the list's size: nothing comes before the first row.
    const again = await list(company.id, headers, {});
    const before = again.pageInfo.startCursor ?? '';
    expect(await list(company.id, headers, { last: '5', before })).toMatchObject({
      nodes: [],
      totalCount: counted?.company,
      totalCountIsLowerBound: false,
    });
  });

  it(`counts a search exactly up to ${EXACT_COUNT_LIMIT} matches and as a lower bound past it`, async () => {
    const company = await createCompany(db);
    const { headers } = await member(app, db, company, ['OWNER']);
    await manyCustomers(company.id, EXACT_COUNT_LIMIT + 400);
    // Marsh, Martin and Marquez are three customers in four.
    const mar = await list(company.id, headers, { filterBy: 'mar' });
    expect(mar).toMatchObject({ totalCount: EXACT_COUNT_LIMIT, totalCountIsLowerBound: true });
    expect(mar.nodes).toHaveLength(15);
    // Cy Young is customer i when i mod 3 = 2 and i mod 4 = 2.
    const cyYoungs = Array.from({ length: EXACT_COUNT_LIMIT + 400 }, (_, i) => i + 1).filter(
      (i) => i % 12 === 2,
    ).length;
    expect(await list(company.id, headers, { filterBy: 'cy young' })).toMatchObject({
      totalCount: cyYoungs,
      totalCountIsLowerBound: false,
    });
    expect(await list(company.id, headers, { filterBy: 'nobody by this name' })).toMatchObject({
      nodes: [],
      totalCount: 0,
      totalCountIsLowerBound: false,
    });
  });
});
