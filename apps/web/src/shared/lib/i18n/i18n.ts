import {
  FALLBACK_LANGUAGE,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
  TRANSLATION_NAMESPACES,
} from '@portal/contracts';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_KEY } from '@/shared/config/storage-keys';
import { matchSupportedLanguage } from './match-language';

/** The one i18next instance of the portal; initialised by initI18n (tests initialise it in setup). */
export const i18n = i18next.createInstance();

const DEFAULT_NAMESPACE = 'common';

/** Translation file URL (spec 000 §1): /locales/{lng}.json for common, /locales/{ns}/{lng}.json else. */
export function translationUrl(language: string, namespace: string): string {
  return namespace === DEFAULT_NAMESPACE
    ? `/locales/${language}.json`
    : `/locales/${namespace}/${language}.json`;
}

/**
 * The interface language: the stored choice, else the first of the browser's languages that
 * matchSupportedLanguage places (de-AT → de, es-MX → es-419), else English. public/preload-
 * translations.js makes the same choice before this code has loaded (i18n.test.ts compares them).
 */
export function initialLanguage(): SupportedLanguage {
  const tags = [
    localStorage.getItem(LANGUAGE_KEY),
    ...(navigator.languages.length > 0 ? navigator.languages : [navigator.language]),
  ];
  for (const tag of tags) {
    const language = tag ? matchSupportedLanguage(tag) : undefined;
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

declare global {
  interface Window {
    /** Translation files index.html's preload script started fetching, by URL. */
    preloadedTranslations?: Record<string, Promise<Response>>;
  }
}

/** A translation file: the answer the preload script already asked for, else a fetch of its own. */
async function fetchTranslations(url: string): Promise<unknown> {
  const preloaded = window.preloadedTranslations?.[url];
  if (preloaded) delete window.preloadedTranslations?.[url];
  const response = await (preloaded ?? fetch(url));
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return response.json();
}

const translationFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    fetchTranslations(translationUrl(language, namespace)).then(
      (data) => callback(null, data as Parameters<ReadCallback>[1]),
      (error: Error) => callback(error, false),
    );
  },
};

function followLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
  // Kept, so the choice made in the language menu wins over the browser's next time.
  localStorage.setItem(LANGUAGE_KEY, language);
}

/** Loads the interface language's translations (initialLanguage) before the first screen. */
export async function initI18n(): Promise<void> {
  i18n.on('languageChanged', followLanguage);
  await i18n
    .use(translationFiles)
    .use(initReactI18next)
    .init({
      lng: initialLanguage(),
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'currentOnly',
      ns: [...TRANSLATION_NAMESPACES],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
    });
}
