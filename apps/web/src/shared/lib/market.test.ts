import { describe, expect, it } from 'vitest';
import { marketFromBrowserLanguage } from './market';

describe('marketFromBrowserLanguage', () => {
  it.each(['en-US', 'fr-CA', 'en-CA', 'es-MX', 'es-419', 'en-AU', 'ja-JP', 'en-IN', 'en_US'])(
    '%s is North America',
    (language) => {
      expect(marketFromBrowserLanguage(language)).toBe('NA');
    },
  );

  it.each(['de-AT', 'en-GB', 'fr-FR', 'es-ES', 'pl-PL', 'zh-TW'])('%s is EMEA', (language) => {
    expect(marketFromBrowserLanguage(language)).toBe('EMEA');
  });

  it('decides a bare language by English versus any other language', () => {
    expect(marketFromBrowserLanguage('en')).toBe('NA');
    expect(marketFromBrowserLanguage('de')).toBe('EMEA');
    expect(marketFromBrowserLanguage('fr')).toBe('EMEA');
  });

  it('treats an unreadable tag like the fallback language', () => {
    expect(marketFromBrowserLanguage('')).toBe('NA');
    expect(marketFromBrowserLanguage('not a tag')).toBe('NA');
  });
});
