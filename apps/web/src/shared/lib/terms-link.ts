import type { Market } from '@portal/contracts';
import { TERMS_BASE_URLS } from '@/shared/config/links';
import { parseLocale } from './market';

/** The locales the terms and conditions exist in (spec 000 §2), spelled as in their URLs. */
export const TERMS_LOCALES = [
  'en-us',
  'bg',
  'zh',
  'cs',
  'da',
  'nl',
  'fi',
  'fr',
  'fr-ca',
  'de',
  'hu',
  'it',
  'ko',
  'lt',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'es',
  'sv',
  'tr',
] as const;
export type TermsLocale = (typeof TERMS_LOCALES)[number];

const DEFAULT_TERMS_LOCALE: TermsLocale = 'en-us';

// Browsers report Norwegian as Bokmål (nb) or Nynorsk (nn); the terms only know `no`.
const LANGUAGE_ALIASES: Readonly<Record<string, TermsLocale>> = { nb: 'no', nn: 'no' };

function isTermsLocale(value: string): value is TermsLocale {
  return (TERMS_LOCALES as readonly string[]).includes(value);
}

/** The terms locale for a browser language: the full tag first (fr-CA), then its language, else en-us. */
export function termsLocale(browserLanguage: string): TermsLocale {
  const locale = parseLocale(browserLanguage);
  if (!locale) {
    return DEFAULT_TERMS_LOCALE;
  }
  const full = locale.region ? `${locale.language}-${locale.region}`.toLowerCase() : '';
  if (isTermsLocale(full)) {
    return full;
  }
  const language = locale.language.toLowerCase();
  if (isTermsLocale(language)) {
    return language;
  }
  return LANGUAGE_ALIASES[language] ?? DEFAULT_TERMS_LOCALE;
}

/** The terms-and-conditions link for a browser language in a market. */
export function termsUrl(browserLanguage: string, market: Market): string {
  return `${TERMS_BASE_URLS[market]}/${termsLocale(browserLanguage)}`;
}
