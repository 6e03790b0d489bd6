import { describe, expect, it } from 'vitest';
import { countryOf } from './routes-pages';

describe('country from Accept-Language', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'DE'],
    ['en;q=0.9,fr-CA;q=0.8', 'CA'],
    ['zh-Hant-TW', 'TW'],
    ['es-419', 'US'],
    ['fr', 'US'],
    [undefined, 'US'],
  ])('%j → %s', (header, country) => {
    expect(countryOf(header)).toBe(country);
  });
});
