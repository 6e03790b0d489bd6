import type { Enrollment } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { enrollInBranding } from '../../test/brand-profile';
import { endEnrollment, enrollingAdmin } from '../../test/enrollments';
import { buildTestApp, expectError } from '../../test/helper';
import { createCompany } from '../../test/partners';
import { orderFor, sendStoreOrder } from '../../test/store';

// The administrators' views over every company's enrollments, on a database of this file's
// own: the counts are exact.
const { app, db, config } = await buildTestApp();
const { headers: adminHeaders, enrolled } = await enrollingAdmin(app, db);

const get = (url: string) => app.inject({ url, headers: adminHeaders });
type Page = {
  nodes: Enrollment[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
};
async function page(url: string): Promise<Page> {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}
const rows = (body: Page) =>
  body.nodes.map((e) => `${e.companyName} ${e.sku} ${e.subscriptionStatus}`);

// Top-level code runs before the tests: the count of a portal without enrollments, first.
const emptyCount = (await get('/api/v1/companies/chargeableCount')).json();

// Four companies, each enrolled its own way (oldest first), and one order of the store.
const alpine = await createCompany(db, { name: 'Alpine Air' });
const birch = await createCompany(db, { name: 'Birch Plumbing' });
const cedar = await createCompany(db, { name: 'Cedar Electric' });
const dune = await createCompany(db, { name: 'Dune Heating' });
await enrolled(alpine.id, 'PA-BASIC-M');
await enrolled(alpine.id, 'HAB-BASIC-M');
await enrolled(birch.id, 'PA-ADV-A');
await enrolled(birch.id, 'HAB-ADV-M');
await endEnrollment(app, birch.id, 'APP_BRANDING', 'cancel', adminHeaders);
// An enrollment from before the catalogue: no product.
await enrollInBranding(db, cedar, 'EXPIRED');
const order = orderFor(dune, { line_items: [{ sku: 'HAB-ADV-A', quantity: 1 }] });
expect((await sendStoreOrder(app, config.storeWebhookSecret ?? '', order)).statusCode).toBe(200);

describe('GET /api/v1/companies/chargeableCount', () => {
  it('counts nothing in a portal without enrollments, every programme named', () => {
    expect(emptyCount).toEqual({
      totalCount: 0,
      programs: [
        { programName: 'Homeowner App Branding', count: 0 },
        { programName: 'Pro Alerts', count: 0 },
      ],
    });
  });

  it('counts the companies with an ACTIVE enrollment, in all and per programme', async () => {
    expect((await get('/api/v1/companies/chargeableCount')).json()).toEqual({
      totalCount: 3,
      programs: [
        { programName: 'Homeowner App Branding', count: 2 },
        { programName: 'Pro Alerts', count: 2 },
      ],
    });
  });
});

describe('GET /api/v1/companies/search/enrollments', () => {
  it('lists every enrollment newest first, paged, with the total', async () => {
    const first = await page('/api/v1/companies/search/enrollments?first=4');
    expect(first.totalCount).toBe(6);
    expect(rows(first)).toEqual([
      'Dune Heating HAB-ADV-A ACTIVE',
      'Cedar Electric null EXPIRED',
      'Birch Plumbing HAB-ADV-M CANCELLED',
      'Birch Plumbing PA-ADV-A ACTIVE',
    ]);
    const second = await page(
      `/api/v1/companies/search/enrollments?first=4&after=${first.pageInfo.endCursor}`,
    );
    expect(rows(second)).toEqual(['Alpine Air HAB-BASIC-M ACTIVE', 'Alpine Air PA-BASIC-M ACTIVE']);
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it('filters by part of the company name, offering and status', async () => {
    expect(rows(await page('/api/v1/companies/search/enrollments?filterBy=%20birch%20'))).toEqual([
      'Birch Plumbing HAB-ADV-M CANCELLED',
      'Birch Plumbing PA-ADV-A ACTIVE',
    ]);
    const branding = await page(
      '/api/v1/companies/search/enrollments?offering=APP_BRANDING&status=ACTIVE',
    );
    expect(rows(branding)).toEqual([
      'Dune Heating HAB-ADV-A ACTIVE',
      'Alpine Air HAB-BASIC-M ACTIVE',
    ]);
    expect(branding.totalCount).toBe(2);
    const air = await page('/api/v1/companies/search/enrollments?filterBy=AIR&offering=AIRCYCLE');
    expect(rows(air)).toEqual(['Alpine Air PA-BASIC-M ACTIVE']);
  });

  it('answers 400 naming an unknown offering or status', async () => {
    const error = expectError(
      await get('/api/v1/companies/search/enrollments?offering=ALARMS&status=PAUSED'),
      400,
    );
    expect(error.fields?.map((f) => f.field)).toEqual([
      'querystring.offering',
      'querystring.status',
    ]);
  });
});

describe('GET /api/v1/companies/search/entitlements', () => {
  it('shows the enrollments of catalogue products, by SKU, status and order', async () => {
    const all = await page('/api/v1/companies/search/entitlements');
    expect(all.totalCount).toBe(5);
    expect(rows(all)).not.toContain('Cedar Electric null EXPIRED');

    expect(rows(await page('/api/v1/companies/search/entitlements?sku=pa-adv-a'))).toEqual([
      'Birch Plumbing PA-ADV-A ACTIVE',
    ]);
    expect(rows(await page('/api/v1/companies/search/entitlements?status=CANCELLED'))).toEqual([
      'Birch Plumbing HAB-ADV-M CANCELLED',
    ]);
    const bought = await page(`/api/v1/companies/search/entitlements?orderId=${order.id}`);
    expect(bought.nodes).toEqual([
      expect.objectContaining({
        companyName: 'Dune Heating',
        sku: 'HAB-ADV-A',
        source: 'STORE',
        orderId: String(order.id),
      }),
    ]);
    expect((await page('/api/v1/companies/search/entitlements?orderId=1')).nodes).toEqual([]);
  });

  it('pages with keyset cursors', async () => {
    const first = await page('/api/v1/companies/search/entitlements?first=3');
    const second = await page(
      `/api/v1/companies/search/entitlements?first=3&after=${first.pageInfo.endCursor}`,
    );
    expect([...rows(first), ...rows(second)]).toEqual(
      rows(await page('/api/v1/companies/search/entitlements')),
    );
    expect(second.pageInfo.hasNextPage).toBe(false);
  });
});
