import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@portal/contracts';

// Spanish of the Americas reads es-419; browsers report it with a country (es-MX, es-US).
const LATIN_AMERICAN_SPANISH_REGIONS: ReadonlySet<string> = new Set([
  '419',
  'ar',
  'bo',
  'cl',
  'co',
  'cr',
  'cu',
  'do',
  'ec',
  'gt',
  'hn',
  'mx',
  'ni',
  'pa',
  'pe',
  'pr',
  'py',
  'sv',
  'us',
  'uy',
  've',
]);

const byLowerCase = new Map<string, SupportedLanguage>(
  SUPPORTED_LANGUAGES.map((language) => [language.toLowerCase(), language]),
);

/**
 * The language of a user's mail, from users.locale or an Accept-Language header (its first
 * entry): the exact interface language in any letter case, Latin-American Spanish for Spanish
 * of the Americas, else the language alone (de-AT → de, pt-PT → pt), else English. The same
 * rule as the portal's matchSupportedLanguage, so a user reads mail and pages alike.
 */
export function mailLocale(locale: string | null | undefined): SupportedLanguage {
  const tag = (locale ?? '').split(/[,;]/)[0]?.trim().toLowerCase().replaceAll('_', '-') ?? '';
  const [language = '', region] = tag.split('-');
  const exact = region ? byLowerCase.get(`${language}-${region}`) : undefined;
  if (exact) return exact;
  if (language === 'es' && region && LATIN_AMERICAN_SPANISH_REGIONS.has(region)) return 'es-419';
  return byLowerCase.get(language) ?? FALLBACK_LANGUAGE;
}
