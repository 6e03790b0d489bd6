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
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of translated) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
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
