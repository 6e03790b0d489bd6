import { DownloadLanguage } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { DOWNLOAD_CATALOGUE, LISTED_CATEGORIES, parseDownloadCatalogue } from './catalogue';
import data from './catalogue.json' with { type: 'json' };

// The asset catalogue is checked when it is loaded: a mistake in catalogue.json stops the
// process, naming where it is.

type Raw = typeof data;
type RawAsset = Raw['assets'][number];

const assetCount = (category: string) =>
  DOWNLOAD_CATALOGUE.assets.filter((asset) =>
    asset.categories.some((listed) => listed === category),
  ).length;

/** The problems parsing the catalogue with one change finds, as `path: message`. */
function problemsWith(change: (raw: Raw) => void): string[] {
  const raw = structuredClone(data);
  change(raw);
  try {
    parseDownloadCatalogue(raw);
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  }
  return [];
}

function assetNamed(raw: Raw, id: string): RawAsset {
  const asset = raw.assets.find((candidate) => candidate.id === id);
  if (!asset) throw new Error(`no asset ${id} in the catalogue`);
  return asset;
}

const indexOf = (id: string) => data.assets.findIndex((asset) => asset.id === id);
const T10 = 't10-smart-thermostat';
const BROCHURE = 'homeowner-protect-what-matters';
const PANEL_PHOTO = 'prodential-panel-photo';

describe('the asset catalogue', () => {
  it('loads, with 8 to 12 assets in each Launch Kit category and 4 to 8 in each HVAC and water one', () => {
    for (const category of LISTED_CATEGORIES.proseries) {
      expect(assetCount(category), category).toBeGreaterThanOrEqual(8);
      expect(assetCount(category), category).toBeLessThanOrEqual(12);
    }
    for (const category of LISTED_CATEGORIES.hvacWater) {
      expect(assetCount(category), category).toBeGreaterThanOrEqual(4);
      expect(assetCount(category), category).toBeLessThanOrEqual(8);
    }
  });

  it('writes every asset in the three languages, each text its own', () => {
    for (const asset of DOWNLOAD_CATALOGUE.assets) {
      const texts = DownloadLanguage.map((language) => asset.texts[language].text);
      // Product names may stay as they are (Aeris Home Hub); descriptions are translated.
      const descs = DownloadLanguage.map((language) => asset.texts[language].desc);
      expect(new Set(descs).size, `${asset.id}: ${descs.join(' | ')}`).toBe(3);
      expect(texts.every((text) => text.length > 0)).toBe(true);
    }
  });

  it('puts an HVAC and water product in several categories where it belongs', () => {
    expect(DOWNLOAD_CATALOGUE.assets.find((asset) => asset.id === T10)?.categories).toEqual([
      'thermostats',
      'humidification',
      'dehumidification',
    ]);
  });

  it('finds each data sheet product in the product catalogue or in its own products', () => {
    expect(DOWNLOAD_CATALOGUE.productOf('ATH10WF1001')).toMatchObject({
      marketName: 'Aeris T10 Smart Thermostat',
      factoryModelNumbers: expect.arrayContaining(['ATH10WF1001']),
    });
    expect(DOWNLOAD_CATALOGUE.productOf('AZP2001')).toEqual({
      sku: 'AZP2001',
      marketName: 'Aeris 2-Zone Control Panel',
      factoryModelNumbers: [],
    });
  });
});

describe('a mistake in the catalogue stops the load, naming it', () => {
  it.each<[string, (raw: Raw) => void, string]>([
    [
      'two assets with one id',
      (raw) => {
        assetNamed(raw, BROCHURE).id = T10;
      },
      // The later of the two is the one named.
      `assets.${indexOf(T10)}.id: ${T10} is used by another asset`,
    ],
    [
      'the merged all category listed',
      (raw) => {
        assetNamed(raw, T10).categories = ['all'];
      },
      `assets.${indexOf(T10)}.categories.0: Invalid option`,
    ],
    [
      'a category of the other page type',
      (raw) => {
        assetNamed(raw, T10).categories = ['thermostats', 'dataSheets'];
      },
      `assets.${indexOf(T10)}.categories.1: dataSheets is not a listed category of hvacWater`,
    ],
    [
      'an HVAC and water row without a SKU',
      (raw) => {
        delete (assetNamed(raw, T10) as { sku?: string }).sku;
      },
      `assets.${indexOf(T10)}.sku: an HVAC and water row has a SKU`,
    ],
    [
      'a SKU that no catalogue holds',
      (raw) => {
        assetNamed(raw, T10).sku = 'ATH99';
      },
      `assets.${indexOf(T10)}.sku: ATH99 is neither in the product catalogue nor in products`,
    ],
    [
      'a brand that is not one of the two',
      (raw) => {
        assetNamed(raw, T10).brand = 'Aeris Pro';
      },
      `assets.${indexOf(T10)}.brand: Invalid option`,
    ],
    [
      'a language missing',
      (raw) => {
        delete (assetNamed(raw, BROCHURE).texts as Partial<RawAsset['texts']>)['es-419'];
      },
      `assets.${indexOf(BROCHURE)}.texts.es-419: Invalid input`,
    ],
    [
      'a character Helvetica cannot print (a narrow no-break space)',
      (raw) => {
        assetNamed(raw, BROCHURE).texts['fr-CA'].desc = 'Brochure\u202f: sécurité';
      },
      `assets.${indexOf(BROCHURE)}.texts.fr-CA.desc: has a character the PDFs cannot print`,
    ],
    [
      'an image outside the graphic images',
      (raw) => {
        assetNamed(raw, PANEL_PHOTO).categories = ['dataSheets'];
      },
      `assets.${indexOf(PANEL_PHOTO)}.kind: images, and only images, go in the graphic images categories`,
    ],
    [
      'an image of HVAC and water, which has no graphic images',
      (raw) => {
        assetNamed(raw, T10).kind = 'image';
      },
      `assets.${indexOf(T10)}.kind: images, and only images, go in the graphic images categories`,
    ],
    [
      'a PDF with nothing to print',
      (raw) => {
        assetNamed(raw, BROCHURE).texts.en.points = [];
      },
      `assets.${indexOf(BROCHURE)}.texts.en.points: a PDF has points to print, an image none`,
    ],
    [
      'two assets of a category with the same text',
      (raw) => {
        assetNamed(raw, 't6-wifi-thermostat').texts.en.text = assetNamed(raw, T10).texts.en.text;
      },
      `: "Aeris T10 Smart Thermostat" is in thermostats twice`,
    ],
    [
      'a bundle of a category without assets',
      (raw) => {
        raw.assets = raw.assets.filter((asset) => !asset.categories.includes('force'));
      },
      'bundles.2: force has no assets to bundle',
    ],
  ])('%s', (_, change, expected) => {
    const problems = problemsWith(change);
    expect(
      problems.some((problem) => problem.includes(expected)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('takes the catalogue as it is', () => {
    expect(problemsWith(() => {})).toEqual([]);
  });
});
