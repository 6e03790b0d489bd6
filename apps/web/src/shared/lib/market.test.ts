import { describe, expect, it } from 'vitest';
import { marketFromBrowserLanguage } from './market';

describe('marketFromBrowserLanguage (before the viewer is known)', () => {
  it.each([
    'en-US',
    'fr-CA',
    'es-MX',
    'es-419',
    'en-AU',
    'ja-JP',
    'en-IN',
    'pt-BR',
    'zh-TW',
    'en_US',
  ])('%s is North America (a region in the NA list)', (language) => {
    expect(marketFromBrowserLanguage(language)).toBe('NA');
  });

  it.each(['de-AT', 'en-GB', 'fr-FR', 'es-ES', 'pl-PL', 'zh-CN', 'ar-EG'])(
    '%s is EMEA (a region in the EMEA list)',
    (language) => {
      expect(marketFromBrowserLanguage(language)).toBe('EMEA');
    },
  );

  it('decides a bare language, or a region in neither list, by English versus any other', () => {
    expect(marketFromBrowserLanguage('en')).toBe('NA');
    expect(marketFromBrowserLanguage('de')).toBe('EMEA');
    expect(marketFromBrowserLanguage('en-150')).toBe('NA');
    expect(marketFromBrowserLanguage('fr-AQ')).toBe('EMEA');
  });

  it('treats an unreadable tag like the fallback language', () => {
    expect(marketFromBrowserLanguage('')).toBe('NA');
    expect(marketFromBrowserLanguage('not a tag')).toBe('NA');
  });
});
