import { SUPPORTED_LANGUAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { nativeLanguageName } from './language-names';

type Messages = { [key: string]: string | Messages };

const commonFiles = import.meta.glob<Messages>('../../../../public/locales/*.json', {
  eager: true,
  import: 'default',
});
const blueprintFiles = import.meta.glob<Messages>('../../../../public/locales/blueprint/*.json', {
  eager: true,
  import: 'default',
});

function byLanguage(files: Record<string, Messages>): Map<string, Messages> {
  return new Map(
    Object.entries(files).map(([path, messages]) => [
      path.slice(path.lastIndexOf('/') + 1, -'.json'.length),
      messages,
    ]),
  );
}

/** Every key path with its text, e.g. ['footer.copyright', '© {{year}} ...']. */
function entries(messages: Messages, prefix = ''): Array<[string, string]> {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '');

/**
 * The keys a language must have: English's, except that a counted text (key_one, key_other)
 * needs every plural form the language has (Intl.PluralRules, as i18next uses it), e.g. Polish
 * key_few and key_many. A missing form would show the English text.
 */
function expectedKeys(english: Map<string, string>, language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (PLURAL_SUFFIX.test(key)) {
      for (const category of categories) keys.add(`${pluralBase(key)}_${category}`);
    } else {
      keys.add(key);
    }
  }
  return [...keys].sort();
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]);

describe.each([
  ['common', byLanguage(commonFiles)],
  ['blueprint', byLanguage(blueprintFiles)],
])('the %s namespace', (_namespace, files) => {
  const english = new Map(entries(files.get('en') ?? {}));

  it('has a file for exactly the supported languages', () => {
    expect([...files.keys()].sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))(
    '%s translates every English key, keeping the placeholders',
    (language) => {
      const translated = new Map(entries(files.get(language) ?? {}));
      expect([...translated.keys()].sort()).toEqual(expectedKeys(english, language));
      for (const [key, text] of translated) {
        expect(text.trim(), key).not.toBe('');
        const source = english.get(key) ?? english.get(`${pluralBase(key)}_other`) ?? '';
        expect(placeholders(text), key).toEqual(placeholders(source));
      }
    },
  );
});

describe('nativeLanguageName', () => {
  it('names each supported language distinctly, in that language', () => {
    const names = SUPPORTED_LANGUAGES.map(nativeLanguageName);
    expect(new Set(names).size).toBe(SUPPORTED_LANGUAGES.length);
    expect(nativeLanguageName('de')).toBe('Deutsch');
    expect(nativeLanguageName('en')).toBe('English');
  });
});
