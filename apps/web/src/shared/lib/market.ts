import { type Market, marketOf } from '@portal/contracts';

/** UN M.49 Latin America, the region of `es-419`: served from North America like its countries. */
const LATIN_AMERICA_REGION = '419';

/**
 * The market guessed from a browser language tag (navigator.language), used only while the
 * viewer's country is unknown (signed out): a region names a country, whose market the
 * contracts' country lists decide (419 counts as NA); a tag without a region, or with a region in
 * neither list, means NA for English (the fallback language) and EMEA for every other language.
 */
export function marketFromBrowserLanguage(browserLanguage: string): Market {
  const locale = parseLocale(browserLanguage);
  if (!locale) {
    return 'NA';
  }
  if (locale.region === LATIN_AMERICA_REGION) {
    return 'NA';
  }
  return marketOf(locale.region) ?? (locale.language === 'en' ? 'NA' : 'EMEA');
}

/** Intl.Locale of a BCP 47 tag, accepting the `en_US` spelling some browsers report. */
export function parseLocale(tag: string): Intl.Locale | undefined {
  try {
    return new Intl.Locale(tag.trim().replaceAll('_', '-'));
  } catch {
    return undefined;
  }
}
