import { SUPPORTED_LANGUAGES } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY } from '@/shared/config/storage-keys';
import preloadScript from '../../../../public/preload-translations.js?raw';
import { initialLanguage, translationUrl } from './i18n';

describe('translationUrl', () => {
  it('serves the common namespace at /locales/{lng}.json', () => {
    expect(translationUrl('de', 'common')).toBe('/locales/de.json');
  });

  it('serves other namespaces at /locales/{ns}/{lng}.json', () => {
    expect(translationUrl('de', 'blueprint')).toBe('/locales/blueprint/de.json');
  });
});

/** The URLs index.html's preload script fetches, for the browser languages and stored choice. */
function preloadedUrls(): string[] {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return new Promise(() => {});
  });
  new Function(preloadScript)();
  expect(Object.keys(window.preloadedTranslations ?? {})).toEqual(fetched);
  return fetched;
}

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('the interface language, as i18n and the preload script choose it', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete window.preloadedTranslations;
  });

  const urlsOf = (language: string) => [
    `/locales/${language}.json`,
    `/locales/blueprint/${language}.json`,
    ...(language === 'en' ? [] : ['/locales/en.json', '/locales/blueprint/en.json']),
  ];

  it.each([
    [[], null, 'en'],
    [['de-AT', 'en'], null, 'de'],
    [['es-MX'], null, 'es-419'],
    [['es-ES'], null, 'es'],
    [['pt_BR'], null, 'pt-BR'],
    [['fr-BE'], null, 'fr'],
    [['fr-CA'], null, 'fr-CA'],
    [['ja', 'ko', 'nl-BE'], null, 'nl'],
    [['ja'], null, 'en'],
    [['de'], 'bg', 'bg'],
    [['de'], 'xx-unknown', 'de'],
    [['not a tag', 'sk'], 'not a tag either', 'sk'],
  ])('browser %j with stored %j: %s', (languages, stored, expected) => {
    browserLanguages(languages);
    if (stored !== null) localStorage.setItem(LANGUAGE_KEY, stored);
    expect(initialLanguage()).toBe(expected);
    expect(preloadedUrls()).toEqual(urlsOf(expected));
  });

  it('agree on every supported language, in any letter case', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      browserLanguages([language.toUpperCase()]);
      expect(initialLanguage()).toBe(language);
      expect(preloadedUrls()).toEqual(urlsOf(language));
    }
  });
});
