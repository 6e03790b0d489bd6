import type { ProgramProduct } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import { createUser } from '../../../test/identity';
import { createCompany, loner, makePlatformAdmin, member, signIn } from '../../../test/partners';

// The programme catalogue is reference data migration 0019 puts in every database: these tests
// read what the test database's template holds (eight products, two programmes).
const { app, db } = await buildTestApp();
const { headers } = await loner(app, db);
const admin = await createUser(db);
await makePlatformAdmin(db, admin);
const adminHeaders = await signIn(app, admin);
const owner = await member(app, db, await createCompany(db), ['OWNER']);

const PRODUCTS = '/api/v1/core/programProducts';
const get = (url: string, as: Record<string, string> = headers) => app.inject({ url, headers: as });
const put = (id: string, payload: object, as: Record<string, string> = adminHeaders) =>
  app.inject({ method: 'PUT', url: `${PRODUCTS}/${id}`, headers: as, payload });

type Page = {
  nodes: ProgramProduct[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  totalCount: number;
};
async function page(url: string, as: Record<string, string> = headers): Promise<Page> {
  const response = await get(url, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}
const skus = (body: Page) => body.nodes.map((product) => product.sku);

const CATALOGUE = [
  'HAB-ADV-A',
  'HAB-ADV-M',
  'HAB-BASIC-A',
  'HAB-BASIC-M',
  'PA-ADV-A',
  'PA-ADV-M',
  'PA-BASIC-A',
  'PA-BASIC-M',
];

async function productNamed(sku: string): Promise<ProgramProduct> {
  const product = (await page(`${PRODUCTS}?first=100`)).nodes.find((node) => node.sku === sku);
  if (!product) throw new Error(`no product ${sku}`);
  return product;
}

describe('GET /api/v1/core/programs', () => {
  it('answers both programmes with their offering codes to any signed-in user', async () => {
    const response = await get('/api/v1/core/programs');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      nodes: [
        {
          id: expect.any(String),
          name: 'Homeowner App Branding',
          offering: 'APP_BRANDING',
          description: expect.stringContaining('homeowner app'),
        },
        {
          id: expect.any(String),
          name: 'Pro Alerts',
          offering: 'AIRCYCLE',
          description: expect.stringContaining('Alerts'),
        },
      ],
    });
  });

  it('answers 401 signed out', async () => {
    expectError(await app.inject({ url: '/api/v1/core/programs' }), 401);
  });
});

describe('GET /api/v1/core/programProducts', () => {
  it('lists every product on sale by programme and SKU, with its price', async () => {
    const body = await page(`${PRODUCTS}?first=100`);
    expect(skus(body)).toEqual(CATALOGUE);
    expect(body.totalCount).toBe(8);
    expect(body.nodes.find((product) => product.sku === 'PA-BASIC-M')).toEqual({
      id: expect.any(String),
      programName: 'Pro Alerts',
      offering: 'AIRCYCLE',
      sku: 'PA-BASIC-M',
      name: 'Pro Alerts Basic, monthly',
      skuType: 'DIGITAL',
      productType: 'FEATURE',
      variation: 'BASIC',
      billingCycle: 'MONTHLY',
      priceCents: 2900,
      currency: 'USD',
      active: true,
    });
  });

  it('pages forward with keyset cursors', async () => {
    const seen: string[] = [];
    let after = '';
    for (;;) {
      const body = await page(`${PRODUCTS}?first=3${after}`);
      seen.push(...skus(body));
      expect(body.totalCount).toBe(8);
      if (!body.pageInfo.hasNextPage) break;
      after = `&after=${body.pageInfo.endCursor}`;
    }
    expect(seen).toEqual(CATALOGUE);
    const back = await page(
      `${PRODUCTS}?last=2&before=${(await page(`${PRODUCTS}?first=3`)).pageInfo.endCursor}`,
    );
    expect(skus(back)).toEqual(['HAB-ADV-A', 'HAB-ADV-M']);
  });

  it('answers 400 naming a bad page size or cursor', async () => {
    const big = expectError(await get(`${PRODUCTS}?first=101`), 400);
    expect(big.fields?.map((f) => f.field)).toEqual(['querystring.first']);
    const cursor = expectError(await get(`${PRODUCTS}?after=not-a-cursor`), 400);
    expect(cursor.fields?.map((f) => f.field)).toEqual(['querystring.after']);
  });

  it('leaves out products no longer sold, unless an administrator asks for them', async () => {
    const dropped = await productNamed('HAB-ADV-A');
    expect((await put(dropped.id, { active: false })).statusCode).toBe(200);
    try {
      expect(skus(await page(`${PRODUCTS}?first=100`))).not.toContain('HAB-ADV-A');
      const all = await page(`${PRODUCTS}?first=100&includeInactive=true`, adminHeaders);
      expect(skus(all)).toEqual(CATALOGUE);
      expect(all.nodes.find((product) => product.sku === 'HAB-ADV-A')?.active).toBe(false);
      // Still readable by id: enrollments name the products they were bought as.
      expect((await get(`${PRODUCTS}/${dropped.id}`)).json()).toMatchObject({ active: false });

      const refused = expectError(await get(`${PRODUCTS}?includeInactive=true`), 403);
      expect(refused.message).toMatch(/platform administrators/);
      expectError(await get(`${PRODUCTS}?includeInactive=maybe`), 400);
    } finally {
      await put(dropped.id, { active: true });
    }
  });
});

describe('GET /api/v1/core/programProducts/{partnerProgramProductId}', () => {
  it('answers the product, 404 for an unknown id and 400 for a malformed one', async () => {
    const product = await productNamed('PA-ADV-A');
    expect((await get(`${PRODUCTS}/${product.id}`)).json()).toEqual(product);
    const missing = expectError(await get(`${PRODUCTS}/00000000-0000-4000-8000-000000000000`), 404);
    expect(missing.message).toBe('No programme product has this id.');
    const bad = expectError(await get(`${PRODUCTS}/PA-ADV-A`), 400);
    expect(bad.fields?.map((f) => f.field)).toEqual(['params.partnerProgramProductId']);
  });
});

describe('PUT /api/v1/core/programProducts/{partnerProgramProductId}', () => {
  it('lets a platform administrator rename and reprice a product; the rest stays', async () => {
    const product = await productNamed('PA-BASIC-A');
    const response = await put(product.id, {
      name: '  Pro Alerts Basic, yearly ',
      priceCents: 27_900,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...product,
      name: 'Pro Alerts Basic, yearly',
      priceCents: 27_900,
    });
    expect(await productNamed('PA-BASIC-A')).toMatchObject({ priceCents: 27_900 });
  });

  it('refuses partners (403) and the signed out (401), changing nothing', async () => {
    const product = await productNamed('HAB-BASIC-M');
    const refused = expectError(await put(product.id, { priceCents: 1 }, owner.headers), 403);
    expect(refused.message).toBe('Only platform administrators may do this.');
    expectError(await put(product.id, { priceCents: 1 }, headers), 403);
    expectError(await put(product.id, { priceCents: 1 }, {}), 401);
    expect(await productNamed('HAB-BASIC-M')).toEqual(product);
  });

  it.each([
    [{ name: '   ' }, 'body.name'],
    [{ priceCents: -1 }, 'body.priceCents'],
    [{ priceCents: 12.5 }, 'body.priceCents'],
    [{ active: 'no' }, 'body.active'],
  ])('answers 400 to %j naming %s, changing nothing', async (payload, field) => {
    const product = await productNamed('HAB-BASIC-A');
    const error = expectError(await put(product.id, payload), 400);
    expect(error.fields?.map((f) => f.field)).toEqual([field]);
    expect(await productNamed('HAB-BASIC-A')).toEqual(product);
  });

  it('answers 404 for an unknown product', async () => {
    expectError(await put('00000000-0000-4000-8000-000000000000', { priceCents: 100 }), 404);
  });
});
