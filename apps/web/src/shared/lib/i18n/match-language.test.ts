import { describe, expect, it } from 'vitest';
import { matchSupportedLanguage } from './match-language';

describe('matchSupportedLanguage', () => {
  it.each([
    ['en', 'en'],
    ['fr-CA', 'fr-CA'],
    ['fr-ca', 'fr-CA'],
    ['pt-BR', 'pt-BR'],
    ['es-419', 'es-419'],
    ['de-AT', 'de'],
    ['de-CH', 'de'],
    ['fr-BE', 'fr'],
    ['pt-PT', 'pt'],
    ['es-ES', 'es'],
    ['es', 'es'],
    ['es-MX', 'es-419'],
    ['es-US', 'es-419'],
    ['es-AR', 'es-419'],
    ['en-GB', 'en'],
    ['en_US', 'en'],
    ['sl-SI', 'sl'],
  ])('%s → %s', (tag, expected) => {
    expect(matchSupportedLanguage(tag)).toBe(expected);
  });

  it('finds nothing for a language the portal does not offer', () => {
    expect(matchSupportedLanguage('ja-JP')).toBeUndefined();
    expect(matchSupportedLanguage('zh')).toBeUndefined();
    expect(matchSupportedLanguage('not a tag')).toBeUndefined();
  });
});
