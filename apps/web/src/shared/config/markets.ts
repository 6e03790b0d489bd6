/** The two markets whose legal terms differ (spec 000 §2 and §6). */
export const MARKETS = ['NA', 'EMEA'] as const;
export type Market = (typeof MARKETS)[number];

/**
 * Regions a browser language tag may name (ISO 3166-1 and UN M.49 codes) that place the
 * viewer in North America until the viewer's country is known. These are the NA codes the
 * spec names (US, CA, MX, AU, JP, IN) plus 419, Latin America, the region of `es-419`.
 * The spec's full list of about 40 NA countries arrives with the market issue.
 */
export const NA_LANGUAGE_REGIONS: ReadonlySet<string> = new Set([
  'US',
  'CA',
  'MX',
  'AU',
  'JP',
  'IN',
  '419',
]);
