import { EMEA_COUNTRIES, NA_COUNTRIES } from '@portal/contracts';

export interface CountryOption {
  value: string;
  label: string;
}

const COUNTRY_CODES: readonly string[] = [...NA_COUNTRIES, ...EMEA_COUNTRIES];

/** Every country of a market, named in the interface language and sorted by that name. */
export function countryOptions(language: string): CountryOption[] {
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );
}
