import { readFileSync } from 'node:fs';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@portal/contracts';
import { createInstance } from 'i18next';
import { mailLocale } from './locale';
import type English from './locales/en.json';

/** Every text key of a mail, checked against the English file when the code compiles. */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MailKey = KeysOf<typeof English>;

export type MailT = (key: MailKey, values?: Record<string, string>) => string;

// Resolved from this module rather than the working directory, so the files are found
// wherever the server is started from.
export const MAIL_LOCALES_DIR = new URL('./locales/', import.meta.url);

function readTexts(language: SupportedLanguage): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`${language}.json`, MAIL_LOCALES_DIR), 'utf8'));
}

const i18n = createInstance();
// Synchronous: the resources are in memory, so `t` works as soon as this module is loaded.
i18n.init({
  resources: Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, { mail: readTexts(language) }]),
  ),
  ns: ['mail'],
  defaultNS: 'mail',
  supportedLngs: SUPPORTED_LANGUAGES,
  fallbackLng: FALLBACK_LANGUAGE,
  initAsync: false,
  // The mail builders escape every text for HTML after interpolation; escaping here would
  // show a company called "A & B" as "A &amp; B" in subjects and plain text.
  interpolation: { escapeValue: false },
});

/** The texts of one user's mail: the language of users.locale (unknown → English) and its `t`. */
export function mailTranslator(locale: string | null | undefined): {
  lang: SupportedLanguage;
  t: MailT;
} {
  const lang = mailLocale(locale);
  const fixed = i18n.getFixedT(lang);
  return { lang, t: (key, values) => fixed(key, values) };
}
