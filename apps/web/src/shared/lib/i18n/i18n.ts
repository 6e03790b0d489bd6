import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, TRANSLATION_NAMESPACES } from '@portal/contracts';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_KEY } from '@/shared/config/storage-keys';
import { matchSupportedLanguage } from './match-language';

/** The one i18next instance of the portal; initialised by initI18n (tests initialise it in setup). */
export const i18n = i18next.createInstance();

const DEFAULT_NAMESPACE = 'common';

/** Translation file URL (spec 000 §1): /locales/{lng}.json for common, /locales/{ns}/{lng}.json else. */
export function translationPath(
  _languages: readonly string[],
  namespaces: readonly string[],
): string {
  return namespaces[0] === DEFAULT_NAMESPACE
    ? '/locales/{{lng}}.json'
    : '/locales/{{ns}}/{{lng}}.json';
}

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}

/**
 * Loads the stored language choice, else the browser's, else English. Every detected tag goes
 * through matchSupportedLanguage first, so de-AT loads de and es-MX loads es-419 even when the
 * browser also lists en later. nonExplicitSupportedLngs stays off: it would keep de-AT itself as
 * the language (requesting /locales/de-AT.json under load 'currentOnly') and maps es-MX to es.
 */
export async function initI18n(): Promise<void> {
  i18n.on('languageChanged', syncDocumentLanguage);
  await i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'currentOnly',
      ns: [...TRANSLATION_NAMESPACES],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      backend: { loadPath: translationPath },
      detection: {
        order: ['localStorage', 'navigator'],
        caches: ['localStorage'],
        lookupLocalStorage: LANGUAGE_KEY,
        convertDetectedLanguage: (tag: string) => matchSupportedLanguage(tag) ?? tag,
      },
    });
}
