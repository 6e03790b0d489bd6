import type { SupportedLanguage } from '@portal/contracts';
import { SUPPORTED_LANGUAGES } from '@portal/contracts';
import type { i18n as I18n } from 'i18next';
import { parseLocale } from '@/shared/lib/market';

// Spanish as spoken in the Americas reads es-419; browsers report it with a country (es-MX, es-US).
const LATIN_AMERICAN_SPANISH_REGIONS: ReadonlySet<string> = new Set([
  '419',
  'AR',
  'BO',
  'CL',
  'CO',
  'CR',
  'CU',
  'DO',
  'EC',
  'GT',
  'HN',
  'MX',
  'NI',
  'PA',
  'PE',
  'PR',
  'PY',
  'SV',
  'US',
  'UY',
  'VE',
]);

const byLowerCase = new Map<string, SupportedLanguage>(
  SUPPORTED_LANGUAGES.map((language) => [language.toLowerCase(), language]),
);

export function isSupportedLanguage(value: string): value is SupportedLanguage {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The supported interface language closest to a browser or stored language tag: the exact
 * language (any letter case), Latin-American Spanish for Spanish of the Americas, else the tag's
 * language alone (de-AT → de, fr-BE → fr, pt-PT → pt). Undefined when nothing fits.
 */
export function matchSupportedLanguage(tag: string): SupportedLanguage | undefined {
  const locale = parseLocale(tag);
  if (!locale) {
    return undefined;
  }
  const exact = byLowerCase.get(
    (locale.region ? `${locale.language}-${locale.region}` : locale.language).toLowerCase(),
  );
  if (exact) {
    return exact;
  }
  if (
    locale.language === 'es' &&
    locale.region &&
    LATIN_AMERICAN_SPANISH_REGIONS.has(locale.region)
  ) {
    return 'es-419';
  }
  return byLowerCase.get(locale.language.toLowerCase());
}

/** After an account's language is saved, the interface follows it (when it is a supported one). */
export function followSavedLanguage(i18n: I18n, locale: string): void {
  const language = matchSupportedLanguage(locale);
  if (language !== undefined && language !== i18n.resolvedLanguage) {
    void i18n.changeLanguage(language);
  }
}
