import { describe, expect, it } from 'vitest';
import { termsLocale, termsUrl } from './terms-link';

describe('termsLocale', () => {
  it.each([
    ['en-US', 'en-us'],
    ['fr-CA', 'fr-ca'],
    ['fr-FR', 'fr'],
    ['fr', 'fr'],
    ['de-AT', 'de'],
    ['zh-TW', 'zh'],
    ['zh-Hant-TW', 'zh'],
    ['pt-BR', 'pt'],
    ['es-419', 'es'],
    ['sv-SE', 'sv'],
    ['nb-NO', 'no'],
    ['en-GB', 'en-us'],
    ['el-GR', 'en-us'],
    ['xx', 'en-us'],
    ['', 'en-us'],
  ])('%s reads the terms in %s', (browserLanguage, expected) => {
    expect(termsLocale(browserLanguage)).toBe(expected);
  });
});

describe('termsUrl', () => {
  it('uses the North America terms for the NA market', () => {
    expect(termsUrl('fr-CA', 'NA')).toBe('https://www.aerishome.example/na/terms/fr-ca');
    expect(termsUrl('en-US', 'NA')).toBe('https://www.aerishome.example/na/terms/en-us');
  });

  it('uses the EMEA terms for the EMEA market', () => {
    expect(termsUrl('de-AT', 'EMEA')).toBe('https://www.aerishome.example/emea/terms/de');
    expect(termsUrl('xx', 'EMEA')).toBe('https://www.aerishome.example/emea/terms/en-us');
  });
});
