/**
 * Markets and feature flags (spec 000 §6), one module for the server and the portal.
 *
 * A partner's country decides its market: North America (NA, the provider's Americas and
 * Asia-Pacific business) or EMEA. The lists are data, written out in full, so a reviewer can
 * see where every country goes; a country in neither list has no market and gets the
 * defaults of NA minus the market-only features (see featureFlagsFor).
 */

/** About 40 countries served from North America, including US, CA, MX, AU, JP and IN (spec 000 §6). */
// biome-ignore format: one region a line reads better than one code a line
export const NA_COUNTRIES = [
  // North America and its territories
  'US', 'CA', 'MX', 'PR', 'VI', 'GU', 'AS', 'MP', 'UM', 'BM',
  // Central America and the Caribbean
  'BS', 'BB', 'BZ', 'CR', 'DO', 'GT', 'HN', 'JM', 'NI', 'PA', 'SV', 'TT',
  // South America
  'AR', 'BO', 'BR', 'CL', 'CO', 'EC', 'PE', 'PY', 'UY', 'VE',
  // Asia-Pacific
  'AU', 'NZ', 'JP', 'IN', 'KR', 'SG', 'PH', 'TW',
] as const;

/** About 170 countries of Europe, the Middle East, Africa and the rest of Asia (spec 000 §6). */
// biome-ignore format: one region a line reads better than one code a line
export const EMEA_COUNTRIES = [
  // Europe
  'AD', 'AL', 'AT', 'AX', 'BA', 'BE', 'BG', 'BY', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES',
  'FI', 'FO', 'FR', 'GB', 'GG', 'GI', 'GL', 'GR', 'HR', 'HU', 'IE', 'IM', 'IS', 'IT', 'JE',
  'LI', 'LT', 'LU', 'LV', 'MC', 'MD', 'ME', 'MK', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'RS',
  'RU', 'SE', 'SI', 'SJ', 'SK', 'SM', 'UA', 'VA',
  // Caucasus, Central Asia and South Asia served from Europe
  'AM', 'AZ', 'GE', 'KZ', 'KG', 'TJ', 'TM', 'UZ', 'AF', 'PK', 'BD', 'LK', 'NP', 'BT', 'MV',
  // Middle East
  'AE', 'BH', 'IL', 'IQ', 'IR', 'JO', 'KW', 'LB', 'OM', 'PS', 'QA', 'SA', 'SY', 'TR', 'YE',
  // Africa
  'DZ', 'AO', 'BJ', 'BW', 'BF', 'BI', 'CV', 'CM', 'CF', 'TD', 'KM', 'CD', 'CG', 'CI', 'DJ',
  'EG', 'GQ', 'ER', 'SZ', 'ET', 'GA', 'GM', 'GH', 'GN', 'GW', 'KE', 'LS', 'LR', 'LY', 'MG',
  'MW', 'ML', 'MR', 'MU', 'YT', 'MA', 'MZ', 'NA', 'NE', 'NG', 'RE', 'RW', 'SH', 'ST', 'SN',
  'SC', 'SL', 'SO', 'ZA', 'SS', 'SD', 'TZ', 'TG', 'TN', 'UG', 'EH', 'ZM', 'ZW',
  // East and South-East Asia served from Europe
  'CN', 'HK', 'MO', 'MN', 'ID', 'MY', 'TH', 'VN', 'MM', 'KH', 'LA', 'BN', 'TL',
  // Oceania outside Australia and New Zealand
  'FJ', 'PG', 'WS', 'TO', 'VU', 'SB', 'KI', 'TV', 'NR', 'PW', 'FM', 'MH',
] as const;

export const MARKETS = ['NA', 'EMEA'] as const;
export type Market = (typeof MARKETS)[number];

const naCountries: ReadonlySet<string> = new Set(NA_COUNTRIES);
const emeaCountries: ReadonlySet<string> = new Set(EMEA_COUNTRIES);

/** The market of a two-letter country code (any case), or null for none or an unknown one. */
export function marketOf(countryCode: string | null | undefined): Market | null {
  const code = countryCode?.trim().toUpperCase() ?? '';
  if (naCountries.has(code)) return 'NA';
  if (emeaCountries.has(code)) return 'EMEA';
  return null;
}

/**
 * Every feature flag of spec 000 §6. The six the spec spells in capitals keep its names; the
 * others are named after the features §6 lists in words.
 */
export const FeatureFlag = [
  'CUSTOMER_ALERTS',
  'COMPLETE_SERVICE_SETUP',
  'AGREEMENT_CHECK',
  'SERVICES_SUBSCRIPTIONS_FLAG',
  'IS_EMEA_OR_GB_MARKET',
  'ENABLE_PARTNER_MANAGEMENT',
  'PRODUCTS',
  'SOLUTIONS',
  'RESOURCES',
  'INVOICES',
  'INTEGRATE_AND_DEPLOY',
  'SECURITY_SYSTEM',
  'DISTRIBUTOR',
  'PERKS',
  'INSTALL_PRO_APP',
  'CUSTOMER_DETAILS_REDESIGN',
  'CUSTOMIZE_ALERT_SETTINGS',
  'REAL_TIME_MESSAGING',
  'NEW_ACADEMY_LINK',
  'ACCOUNT_IDENTITY_INVITES',
  'SECURITY_INTO_PRO_APP',
] as const;
export type FeatureFlag = (typeof FeatureFlag)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;
export type FeatureFlagOverrides = Partial<FeatureFlags>;

/** Flags that are on everywhere unless a deployment turns them off (spec 000 §6 "On"). */
const ON_EVERYWHERE: readonly FeatureFlag[] = [
  'INSTALL_PRO_APP',
  'CUSTOMER_DETAILS_REDESIGN',
  'CUSTOMER_ALERTS',
  'COMPLETE_SERVICE_SETUP',
  'CUSTOMIZE_ALERT_SETTINGS',
  'ENABLE_PARTNER_MANAGEMENT',
  'REAL_TIME_MESSAGING',
];

/** Flags the EMEA market turns off (spec 000 §6); on in NA. */
const OFF_IN_EMEA: readonly FeatureFlag[] = [
  'PRODUCTS',
  'SOLUTIONS',
  'RESOURCES',
  'SERVICES_SUBSCRIPTIONS_FLAG',
  'INVOICES',
  'INTEGRATE_AND_DEPLOY',
  'SECURITY_SYSTEM',
  'DISTRIBUTOR',
];

/**
 * The flags for a country (spec 000 §6): the EMEA market turns the market features off and
 * IS_EMEA_OR_GB_MARKET on; perks stay on in EMEA only for GB; agreement check, the new academy
 * link, account-identity invites and security in the pro app are off. A deployment's overrides
 * (configuration) win over all of it.
 */
export function featureFlagsFor(
  countryCode: string | null | undefined,
  overrides: FeatureFlagOverrides = {},
): FeatureFlags {
  const market = marketOf(countryCode);
  const isEmea = market === 'EMEA';
  const isGb = countryCode?.trim().toUpperCase() === 'GB';
  const flags = Object.fromEntries(FeatureFlag.map((flag) => [flag, false])) as FeatureFlags;
  for (const flag of ON_EVERYWHERE) flags[flag] = true;
  for (const flag of OFF_IN_EMEA) flags[flag] = !isEmea;
  flags.IS_EMEA_OR_GB_MARKET = isEmea;
  flags.PERKS = isEmea ? isGb : true;
  return { ...flags, ...overrides };
}

/**
 * Reads flag overrides from configuration text such as `AGREEMENT_CHECK=true,PERKS=false`.
 * Unknown names and values other than true/false are refused, so a typo never passes silently.
 */
export function parseFeatureFlagOverrides(text: string | undefined): FeatureFlagOverrides {
  const overrides: FeatureFlagOverrides = {};
  for (const part of (text ?? '').split(',')) {
    const entry = part.trim();
    if (entry === '') continue;
    const [name, value] = entry.split('=').map((piece) => piece.trim());
    if (!FeatureFlag.includes(name as FeatureFlag)) {
      throw new Error(`Unknown feature flag "${name}". Known flags: ${FeatureFlag.join(', ')}.`);
    }
    if (value !== 'true' && value !== 'false') {
      throw new Error(`Feature flag ${name} must be =true or =false, not "${value ?? ''}".`);
    }
    overrides[name as FeatureFlag] = value === 'true';
  }
  return overrides;
}
