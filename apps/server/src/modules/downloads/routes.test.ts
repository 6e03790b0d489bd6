import {
  type DownloadConnection,
  DownloadLanguage,
  HvacWaterCategory,
  ProseriesCategory,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectError } from '../../test/helper';
import { loner } from '../../test/partners';
import { type Asset, DOWNLOAD_CATALOGUE } from './catalogue';

// GET /api/v1/downloads/{pageType}/{category}: a category's assets in one language for any
// signed-in user, sorted by text, paged, with the download-all zip where there is one.

const { app, db } = await buildTestApp();
const { headers } = await loner(app, db);

const url = (pageType: string, category: string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return `/api/v1/downloads/${pageType}/${category}${search ? `?${search}` : ''}`;
};
const get = (target: string) => app.inject({ url: target, headers });
async function list(pageType: string, category: string, query: Record<string, string> = {}) {
  const response = await get(url(pageType, category, query));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DownloadConnection>();
}

/** The catalogue's assets of a category (all: of every HVAC and water category). */
const assetsOf = (pageType: string, category: string) =>
  DOWNLOAD_CATALOGUE.assets.filter(
    (asset) =>
      asset.pageType === pageType &&
      (category === 'all' || asset.categories.some((listed) => listed === category)),
  );
const sortedTexts = (assets: Asset[], language: DownloadLanguage) =>
  assets.map((asset) => asset.texts[language].text).sort(new Intl.Collator(language).compare);
const texts = (body: DownloadConnection) => body.nodes.map((node) => node.text);
const storedFileCount = async () =>
  (await db.select({ files: count() }).from(schema.storedFiles))[0]?.files;

// First in the file, before any list has made the library's files.
describe('a bad request answers 400 naming the field, and stores nothing', () => {
  it.each([
    ['an unknown page type', url('security', 'dataSheets'), 'params.pageType'],
    ['a category of the other page type', url('proseries', 'water'), 'params.category'],
    [
      'a Launch Kit category under HVAC and water',
      url('hvacWater', 'dataSheets'),
      'params.category',
    ],
    ['all under the Launch Kit', url('proseries', 'all'), 'params.category'],
    ['an unknown category', url('hvacWater', 'plumbing'), 'params.category'],
    ['an unknown language', url('hvacWater', 'all', { language: 'fr' }), 'querystring.language'],
    ['a page of none', url('hvacWater', 'all', { first: '0' }), 'querystring.first'],
    ['a page over the cap', url('hvacWater', 'all', { first: '101' }), 'querystring.first'],
    [
      'a page size that is no number',
      url('hvacWater', 'all', { first: 'ten' }),
      'querystring.first',
    ],
    [
      'a cursor that is none',
      url('hvacWater', 'all', { after: 'not-a-cursor' }),
      'querystring.after',
    ],
    [
      'first and last together',
      url('hvacWater', 'all', { first: '2', last: '2' }),
      'querystring.last',
    ],
  ])('%s', async (_, target, field) => {
    const before = await storedFileCount();
    const refused = expectError(await get(target), 400);
    expect(refused.fields?.map((problem) => problem.field)).toEqual([field]);
    expect(refused.message).toContain(field);
    expect(await storedFileCount()).toBe(before);
  });

  it('names the categories of the page type when one is not', async () => {
    const refused = expectError(await get(url('proseries', 'water')), 400);
    expect(refused.fields).toEqual([
      {
        field: 'params.category',
        message: `is not a category of proseries: one of ${ProseriesCategory.join(', ')}`,
      },
    ]);
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const response = await app.inject({ url: url('hvacWater', 'all') });
    expectError(response, 401);
  });
});

describe('a category of the Launch Kit', () => {
  it.each(ProseriesCategory)('%s: its assets in English, sorted by text', async (category) => {
    const body = await list('proseries', category, { first: '100' });
    const assets = assetsOf('proseries', category);
    expect(texts(body)).toEqual(sortedTexts(assets, 'en'));
    expect(body.totalCount).toBe(assets.length);
    expect(body.bundle).toBeNull();
    const images = category.endsWith('Images');
    for (const node of body.nodes) {
      expect(node).toMatchObject({
        language: 'en',
        ext: images ? 'png' : 'pdf',
        downloadLink: expect.stringMatching(/^\/api\/v1\/downloads\/files\/download-[\w.-]+$/),
      });
      expect(node.size).toBeGreaterThan(100);
      expect(['Aeris Home', 'Aeris ProSeries']).toContain(node.brand);
    }
  });

  it('answers a row with what the catalogue says of it', async () => {
    const body = await list('proseries', 'dataSheets', { first: '100' });
    expect(body.nodes.find((node) => node.id === 'home-hub')).toEqual({
      id: 'home-hub',
      text: 'Aeris Home Hub',
      desc: 'Z-Wave and Zigbee hub that connects locks, garage doors and sensors.',
      brand: 'Aeris Home',
      sku: 'AHUB1001',
      ext: 'pdf',
      size: expect.any(Number),
      downloadLink: expect.stringMatching(/^\/api\/v1\/downloads\/files\/download-home-hub-en-/),
      language: 'en',
    });
    const brochures = await list('proseries', 'homeOwner');
    expect(brochures.nodes.every((node) => node.sku === null)).toBe(true);
  });
});

describe('a category of HVAC and water', () => {
  it.each(HvacWaterCategory)('%s: its assets sorted by text, each with a SKU', async (category) => {
    const body = await list('hvacWater', category, { first: '100' });
    const assets = assetsOf('hvacWater', category);
    expect(texts(body)).toEqual(sortedTexts(assets, 'en'));
    expect(body.totalCount).toBe(assets.length);
    for (const node of body.nodes) expect(node.sku).toMatch(/^A[A-Z0-9-]+$/);
  });

  it('all merges every category, each asset once', async () => {
    const body = await list('hvacWater', 'all', { first: '100' });
    const merged = new Set<string>();
    for (const category of HvacWaterCategory.filter((name) => name !== 'all')) {
      for (const node of (await list('hvacWater', category, { first: '100' })).nodes) {
        merged.add(node.id);
      }
    }
    const ids = body.nodes.map((node) => node.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(merged);
    // In thermostats, humidification and dehumidification, listed once.
    expect(ids.filter((id) => id === 't10-smart-thermostat')).toHaveLength(1);
  });

  it.each([
    ['water', 'Water: all files'],
    ['zoning', 'Zoning: all files'],
    ['force', 'Forced-air zoning: all files'],
  ])('%s has a download-all zip', async (category, text) => {
    const { bundle } = await list('hvacWater', category);
    expect(bundle).toEqual({
      text,
      size: expect.any(Number),
      downloadLink: expect.stringMatching(
        new RegExp(`^/api/v1/downloads/files/download-${category}-all-en-[0-9a-f]{16}\\.zip$`),
      ),
    });
    expect(bundle?.size).toBeGreaterThan(1000);
  });

  it('the other categories and all have none', async () => {
    for (const category of ['all', 'thermostats', 'ductless', 'thermal']) {
      expect((await list('hvacWater', category)).bundle, category).toBeNull();
    }
  });
});

describe('the language', () => {
  it.each(DownloadLanguage)(
    '%s: the texts and files of that language, in its order',
    async (language) => {
      const body = await list('hvacWater', 'all', { language, first: '100' });
      expect(texts(body)).toEqual(sortedTexts(assetsOf('hvacWater', 'all'), language));
      expect(body.nodes.every((node) => node.language === language)).toBe(true);
      const t10 = body.nodes.find((node) => node.id === 't10-smart-thermostat');
      expect(t10?.desc).toBe(
        DOWNLOAD_CATALOGUE.assets.find((asset) => asset.id === 't10-smart-thermostat')?.texts[
          language
        ].desc,
      );
      expect(t10?.downloadLink).toContain(`-${language}-`);
      const zip = (await list('hvacWater', 'water', { language })).bundle;
      expect(zip?.downloadLink).toContain(`-all-${language}-`);
    },
  );

  it('is English when none is asked for', async () => {
    const body = await list('proseries', 'homeOwner');
    expect(body.nodes[0]?.language).toBe('en');
  });

  it('shares an image between the languages (it has no words) but not a PDF', async () => {
    const linksIn = async (category: string, language: string) =>
      (await list('proseries', category, { language, first: '100' })).nodes
        .map((node) => node.downloadLink)
        .sort();
    expect(await linksIn('productImages', 'fr-CA')).toEqual(await linksIn('productImages', 'en'));
    const french = await linksIn('dealerInfo', 'fr-CA');
    for (const link of await linksIn('dealerInfo', 'en')) expect(french).not.toContain(link);
  });
});

describe('paging', () => {
  it('answers 15 a page by default', async () => {
    const body = await list('hvacWater', 'all');
    expect(body.nodes).toHaveLength(15);
    expect(body.totalCount).toBe(assetsOf('hvacWater', 'all').length);
    expect(body.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
  });

  it('walks forward and back through the whole list in its order', async () => {
    const everything = texts(await list('hvacWater', 'all', { language: 'fr-CA', first: '100' }));
    const forward: string[] = [];
    let after: string | null = null;
    for (;;) {
      const query: Record<string, string> = { language: 'fr-CA', first: '7' };
      if (after) query.after = after;
      const body = await list('hvacWater', 'all', query);
      forward.push(...texts(body));
      if (!body.pageInfo.hasNextPage) break;
      after = body.pageInfo.endCursor;
    }
    expect(forward).toEqual(everything);

    const backward: string[] = [];
    let before: string | null = null;
    for (;;) {
      const query: Record<string, string> = { language: 'fr-CA', last: '6' };
      if (before) query.before = before;
      const body = await list('hvacWater', 'all', query);
      backward.unshift(...texts(body));
      if (!body.pageInfo.hasPreviousPage) break;
      before = body.pageInfo.startCursor;
    }
    expect(backward).toEqual(everything);
  });

  it("refuses another list's cursor", async () => {
    const english = await list('hvacWater', 'all', { first: '3' });
    const target = url('hvacWater', 'all', {
      language: 'es-419',
      after: english.pageInfo.endCursor ?? '',
    });
    expect(expectError(await get(target), 400).fields?.map((f) => f.field)).toEqual([
      'querystring.after',
    ]);
  });
});
