import { SUPPORTED_LANGUAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { assetLanguageOf, categoryOf, isDownloadPageType } from './download-rules';

describe('the libraries an address may name', () => {
  it.each(['proseries', 'hvacWater'])('%s is one', (pageType) => {
    expect(isDownloadPageType(pageType)).toBe(true);
  });

  it.each([undefined, '', 'hvacwater', 'PROSERIES', 'brochures'])('%s is not', (pageType) => {
    expect(isDownloadPageType(pageType)).toBe(false);
  });
});

describe('the category an address shows', () => {
  it.each([
    ['proseries', 'groupImages', 'groupImages'],
    ['hvacWater', 'force', 'force'],
    ['proseries', null, 'dataSheets'],
    ['hvacWater', null, 'all'],
    // Another library's category, a wrong spelling or an empty one: the library's default.
    ['proseries', 'zoning', 'dataSheets'],
    ['hvacWater', 'dataSheets', 'all'],
    ['hvacWater', 'Zoning', 'all'],
    ['hvacWater', '', 'all'],
  ] as const)('%s with %s shows %s', (pageType, param, category) => {
    expect(categoryOf(pageType, param)).toBe(category);
  });
});

describe('the language of the assets for the portal language (spec 000 §2)', () => {
  it.each([
    ['fr', 'fr-CA'],
    ['fr-CA', 'fr-CA'],
    ['es', 'es-419'],
    ['es-419', 'es-419'],
    ['en', 'en'],
  ])('%s shows the assets in %s', (portal, assets) => {
    expect(assetLanguageOf(portal)).toBe(assets);
  });

  const others = SUPPORTED_LANGUAGES.filter((language) => !/^(en|fr|es)/.test(language));
  it.each(others)('%s shows them in English', (portal) => {
    expect(assetLanguageOf(portal)).toBe('en');
  });
});
