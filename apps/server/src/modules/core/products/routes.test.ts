import type { Product, ProductGroup, ProductV2 } from '@portal/contracts';
import { PRODUCT_CATALOGUE } from '@portal/db';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../../test/helper';
import { loner } from '../../../test/partners';

// The catalogue is reference data the migrations put in every database, so these tests read
// what the test database's template already holds: the data file's products and groups.
const { app, db } = await buildTestApp();
const { headers } = await loner(app, db);

type Page<Node> = {
  nodes: Node[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  totalCount: number;
};

const get = (url: string, as: Record<string, string> = headers) => app.inject({ url, headers: as });
async function page<Node = Product>(url: string): Promise<Page<Node>> {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<Node>>();
}
const skus = (body: Page<Product>) => body.nodes.map((product) => product.sku);

const { products, productGroups } = PRODUCT_CATALOGUE;
const byMarketName = [...products].sort((a, b) =>
  a.marketName.toLowerCase().localeCompare(b.marketName.toLowerCase()),
);
const t10 = products.find((product) => product.sku === 'ATH10WF1001');
const proAlertsThermostats = productGroups.find(
  (group) => group.featureType === 'ProAlerts' && group.name === 'Thermostats',
);
const brandingThermostats = productGroups.find(
  (group) => group.featureType === 'HomeownerAppBranding' && group.name === 'Thermostats',
);
if (!t10 || !proAlertsThermostats || !brandingThermostats) {
  throw new Error('the catalogue lacks the T10 or its thermostat groups');
}

describe('GET /api/v1/core/products', () => {
  it('answers every product, ordered by market name, with its groups and feature types', async () => {
    const body = await page('/api/v1/core/products?first=100');
    expect(body.totalCount).toBe(products.length);
    expect(skus(body)).toEqual(byMarketName.map((product) => product.sku));
    expect(body.nodes.find((product) => product.sku === 'ATH10WF1001')).toEqual({
      id: t10.id,
      sku: 'ATH10WF1001',
      name: 'T10 Smart Thermostat',
      marketName: 'Aeris T10 Smart Thermostat',
      description: t10.description,
      deviceType: 'HoudiniThermostat',
      deviceCategory: 'Thermostat',
      productFamily: 'Thermostat',
      productCategory: 'AIR',
      productType: 'DEVICE',
      skuType: 'PHYSICAL',
      factoryModelNumbers: t10.factoryModelNumbers,
      // Groups by feature type in the enumeration's order: HomeownerAppBranding, then ProAlerts.
      productGroupIds: [brandingThermostats.id, proAlertsThermostats.id],
      featureTypes: ['HomeownerAppBranding', 'ProAlerts'],
    });
    const lock = body.nodes.find((product) => product.deviceType === 'DoorLockSchlageModel1');
    expect(lock).toMatchObject({ deviceCategory: null, productGroupIds: [], featureTypes: [] });
  });

  it('pages forward and back with keyset cursors, 15 a page by default', async () => {
    const first = await page('/api/v1/core/products');
    expect(first.nodes).toHaveLength(15);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });

    const seen: string[] = [];
    let after = '';
    for (;;) {
      const body = await page(`/api/v1/core/products?first=7${after}`);
      seen.push(...skus(body));
      expect(body.totalCount).toBe(products.length);
      if (!body.pageInfo.hasNextPage) break;
      after = `&after=${body.pageInfo.endCursor}`;
    }
    expect(seen).toEqual(byMarketName.map((product) => product.sku));

    const second = await page(`/api/v1/core/products?first=5&after=${first.pageInfo.endCursor}`);
    const back = await page(`/api/v1/core/products?last=5&before=${second.pageInfo.startCursor}`);
    expect(skus(back)).toEqual(skus(first).slice(10));
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
  });

  it('filters by SKU (any case), part of the market name (any case) and feature type', async () => {
    expect(skus(await page('/api/v1/core/products?sku=ath10wf1001'))).toEqual(['ATH10WF1001']);
    expect((await page('/api/v1/core/products?sku=ATH10')).totalCount).toBe(0);

    const leak = await page('/api/v1/core/products?marketName=LEAK%20detector&first=100');
    expect(skus(leak).sort()).toEqual(['AWLD3001', 'AWLD3001-3PK']);
    expect(leak.totalCount).toBe(2);

    const alerts = await page('/api/v1/core/products?featureType=ProAlerts&first=100');
    const alerted = new Set(
      productGroups.filter((group) => group.featureType === 'ProAlerts').flatMap((g) => g.skus),
    );
    expect(skus(alerts).sort()).toEqual([...alerted].sort());
    expect(alerts.nodes.every((product) => product.featureTypes.includes('ProAlerts'))).toBe(true);

    const both = await page(
      '/api/v1/core/products?featureType=HomeownerAppBranding&marketName=camera&first=100',
    );
    expect(skus(both).sort()).toEqual(['ACAM1001', 'ACAM2001']);
  });

  it('answers 400 naming the field, 401 signed out', async () => {
    const field = async (query: string) =>
      expectError(await get(`/api/v1/core/products?${query}`), 400).fields?.[0]?.field;
    expect(await field('featureType=Alarms')).toBe('querystring.featureType');
    expect(await field('first=0')).toBe('querystring.first');
    expect(await field('first=101')).toBe('querystring.first');
    expect(await field('after=not-a-cursor')).toBe('querystring.after');
    expect(await field('first=1&last=1')).toBe('querystring.last');
    expectError(await get('/api/v1/core/products', {}), 401);
  });
});

describe('GET /api/v2/core/products', () => {
  it('answers the v1 page with each product’s groups inline', async () => {
    const v1 = await page('/api/v1/core/products?marketName=T10');
    const v2 = await page<ProductV2>('/api/v2/core/products?marketName=T10');
    expect(v2.totalCount).toBe(v1.totalCount);
    expect(v2.pageInfo).toEqual(v1.pageInfo);
    expect(v2.nodes.map(({ productGroups: _groups, ...product }) => product)).toEqual(v1.nodes);
    const t10v2 = v2.nodes.find((product) => product.id === t10.id);
    expect(t10v2?.productGroups).toEqual([
      { id: brandingThermostats.id, name: 'Thermostats', featureType: 'HomeownerAppBranding' },
      { id: proAlertsThermostats.id, name: 'Thermostats', featureType: 'ProAlerts' },
    ]);
  });

  it('takes the same filters and paging, and the same refusals', async () => {
    const body = await page<ProductV2>('/api/v2/core/products?featureType=ProAlerts&first=3');
    expect(body.nodes).toHaveLength(3);
    expect(body.pageInfo.hasNextPage).toBe(true);
    expect(
      expectError(await get('/api/v2/core/products?featureType=x'), 400).fields?.[0]?.field,
    ).toBe('querystring.featureType');
    expectError(await get('/api/v2/core/products', {}), 401);
  });
});

describe('GET /api/v1/core/products/factory', () => {
  it('answers the one product with that factory model number, in any case', async () => {
    for (const number of ['ATH10WF1002', 'ath10wf1002', ' ATH10WF1002 ']) {
      const response = await get(
        `/api/v1/core/products/factory?factoryModelNumber=${encodeURIComponent(number)}`,
      );
      expect(response.statusCode, number).toBe(200);
      expect(response.json<Product>().id).toBe(t10.id);
    }
    const lock = await get('/api/v1/core/products/factory?factoryModelNumber=914TRL-ZW700');
    expect(lock.json<Product>().deviceType).toBe('DoorLockKwiksetModel1');
  });

  it('answers 404 for an unknown number, 400 without one, 401 signed out', async () => {
    const missing = await get('/api/v1/core/products/factory?factoryModelNumber=NOPE-1');
    expect(expectError(missing, 404).message).toBe('No product has this factory model number.');
    // Part of a number is not a number.
    expectError(await get('/api/v1/core/products/factory?factoryModelNumber=ATH10'), 404);
    for (const query of ['', '?factoryModelNumber=', '?factoryModelNumber=%20']) {
      expect(
        expectError(await get(`/api/v1/core/products/factory${query}`), 400).fields?.[0]?.field,
      ).toBe('querystring.factoryModelNumber');
    }
    expectError(await get('/api/v1/core/products/factory?factoryModelNumber=ATH10WF1001', {}), 401);
  });
});

describe('GET /api/v1/core/productGroups', () => {
  const groupsOf = async (query: string) => {
    const response = await get(`/api/v1/core/productGroups${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ productGroups: ProductGroup[] }>().productGroups;
  };
  const expected = (featureType: ProductGroup['featureType']) =>
    productGroups
      .filter((group) => group.featureType === featureType)
      .map(({ id, name }) => ({ id, name, featureType }));

  it('answers the groups of one feature type in the catalogue order', async () => {
    const alerts = await groupsOf('?featureType=ProAlerts');
    expect(alerts.map((group) => group.name)).toEqual([
      'Thermostats',
      'Water leak detectors',
      'Smoke and air-quality sensors',
    ]);
    expect(alerts).toEqual(expected('ProAlerts'));
    expect(await groupsOf('?featureType=HomeownerAppBranding')).toEqual(
      expected('HomeownerAppBranding'),
    );
  });

  it('answers every group without a feature type', async () => {
    expect(await groupsOf('')).toEqual([
      ...expected('HomeownerAppBranding'),
      ...expected('ProAlerts'),
    ]);
  });

  it('answers 400 for an unknown feature type, 401 signed out', async () => {
    const response = await get('/api/v1/core/productGroups?featureType=Alarms');
    expect(expectError(response, 400).fields?.[0]?.field).toBe('querystring.featureType');
    expectError(await get('/api/v1/core/productGroups', {}), 401);
  });
});
