import type { Market } from '@/shared/config/markets';
import { NA_LANGUAGE_REGIONS } from '@/shared/config/markets';

/**
 * The market guessed from a browser language tag (navigator.language), used until the viewer's
 * country is known: a region in the NA list means NA, any other region EMEA; a tag without a
 * region means NA for English (the fallback language) and EMEA for every other language.
 */
export function marketFromBrowserLanguage(browserLanguage: string): Market {
  const locale = parseLocale(browserLanguage);
  if (!locale) {
    return 'NA';
  }
  if (locale.region) {
    return NA_LANGUAGE_REGIONS.has(locale.region) ? 'NA' : 'EMEA';
  }
  return locale.language === 'en' ? 'NA' : 'EMEA';
}

/** Intl.Locale of a BCP 47 tag, accepting the `en_US` spelling some browsers report. */
export function parseLocale(tag: string): Intl.Locale | undefined {
  try {
    return new Intl.Locale(tag.trim().replaceAll('_', '-'));
  } catch {
    return undefined;
  }
}
