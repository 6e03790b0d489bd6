import { describe, expect, it } from 'vitest';
import {
  EMEA_COUNTRIES,
  FeatureFlag,
  type FeatureFlags,
  featureFlagsFor,
  marketOf,
  NA_COUNTRIES,
  parseFeatureFlagOverrides,
} from './markets';

const ALWAYS_ON = {
  CUSTOMER_ALERTS: true,
  COMPLETE_SERVICE_SETUP: true,
  ENABLE_PARTNER_MANAGEMENT: true,
  INSTALL_PRO_APP: true,
  CUSTOMER_DETAILS_REDESIGN: true,
  CUSTOMIZE_ALERT_SETTINGS: true,
  REAL_TIME_MESSAGING: true,
  AGREEMENT_CHECK: false,
  NEW_ACADEMY_LINK: false,
  ACCOUNT_IDENTITY_INVITES: false,
  SECURITY_INTO_PRO_APP: false,
} as const;
const MARKET_ON = {
  PRODUCTS: true,
  SOLUTIONS: true,
  RESOURCES: true,
  SERVICES_SUBSCRIPTIONS_FLAG: true,
  INVOICES: true,
  INTEGRATE_AND_DEPLOY: true,
  SECURITY_SYSTEM: true,
  DISTRIBUTOR: true,
} as const;
const MARKET_OFF = Object.fromEntries(Object.keys(MARKET_ON).map((flag) => [flag, false]));

describe('the market lists', () => {
  it('hold about 40 NA and about 170 EMEA countries, each once, none in both', () => {
    expect(NA_COUNTRIES.length).toBeGreaterThanOrEqual(35);
    expect(NA_COUNTRIES.length).toBeLessThanOrEqual(45);
    expect(EMEA_COUNTRIES.length).toBeGreaterThanOrEqual(160);
    expect(EMEA_COUNTRIES.length).toBeLessThanOrEqual(180);
    expect(new Set(NA_COUNTRIES).size).toBe(NA_COUNTRIES.length);
    expect(new Set(EMEA_COUNTRIES).size).toBe(EMEA_COUNTRIES.length);
    const na: ReadonlySet<string> = new Set(NA_COUNTRIES);
    expect(EMEA_COUNTRIES.filter((code) => na.has(code))).toEqual([]);
    for (const code of [...NA_COUNTRIES, ...EMEA_COUNTRIES]) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('include the countries spec 000 §6 names', () => {
    for (const code of ['US', 'CA', 'MX', 'AU', 'JP', 'IN']) expect(marketOf(code)).toBe('NA');
    for (const code of ['GB', 'DE', 'FR', 'ZA', 'AE']) expect(marketOf(code)).toBe('EMEA');
  });

  it('marketOf reads any case and answers null for none or an unknown code', () => {
    expect(marketOf(' us ')).toBe('NA');
    expect(marketOf('gb')).toBe('EMEA');
    expect(marketOf('XX')).toBe(null);
    expect(marketOf('')).toBe(null);
    expect(marketOf(null)).toBe(null);
    expect(marketOf(undefined)).toBe(null);
  });
});

describe('featureFlagsFor', () => {
  it('covers every flag', () => {
    expect(Object.keys(featureFlagsFor('US')).sort()).toEqual([...FeatureFlag].sort());
  });

  it('an NA country: market features and perks on, EMEA flag off', () => {
    expect(featureFlagsFor('US')).toEqual<FeatureFlags>({
      ...ALWAYS_ON,
      ...MARKET_ON,
      IS_EMEA_OR_GB_MARKET: false,
      PERKS: true,
    });
  });

  it('an EMEA country: market features and perks off, EMEA flag on', () => {
    expect(featureFlagsFor('DE')).toEqual({
      ...ALWAYS_ON,
      ...MARKET_OFF,
      IS_EMEA_OR_GB_MARKET: true,
      PERKS: false,
    });
  });

  it('GB: EMEA, but perks stay on', () => {
    expect(featureFlagsFor('gb')).toEqual({
      ...ALWAYS_ON,
      ...MARKET_OFF,
      IS_EMEA_OR_GB_MARKET: true,
      PERKS: true,
    });
  });

  it('an unknown or missing country gets the NA defaults without the EMEA flag', () => {
    for (const code of ['XX', null, undefined]) {
      expect(featureFlagsFor(code)).toEqual(featureFlagsFor('US'));
    }
  });

  it("a deployment's overrides win over the market", () => {
    const flags = featureFlagsFor('DE', {
      AGREEMENT_CHECK: true,
      PRODUCTS: true,
      CUSTOMER_ALERTS: false,
    });
    expect(flags).toMatchObject({
      AGREEMENT_CHECK: true,
      PRODUCTS: true,
      CUSTOMER_ALERTS: false,
      SOLUTIONS: false,
    });
  });
});

describe('parseFeatureFlagOverrides', () => {
  it('reads name=true|false pairs, ignoring spaces and empty entries', () => {
    expect(parseFeatureFlagOverrides(' AGREEMENT_CHECK = true ,, PERKS=false, ')).toEqual({
      AGREEMENT_CHECK: true,
      PERKS: false,
    });
    expect(parseFeatureFlagOverrides(undefined)).toEqual({});
    expect(parseFeatureFlagOverrides('')).toEqual({});
  });

  it('refuses unknown flags and values other than true or false', () => {
    expect(() => parseFeatureFlagOverrides('AGREEMENT_CHEK=true')).toThrow(
      /^Unknown feature flag "AGREEMENT_CHEK". Known flags: CUSTOMER_ALERTS, /,
    );
    expect(() => parseFeatureFlagOverrides('PERKS=1')).toThrow(
      'Feature flag PERKS must be =true or =false, not "1".',
    );
    expect(() => parseFeatureFlagOverrides('PERKS')).toThrow(
      'Feature flag PERKS must be =true or =false, not "".',
    );
    expect(() => parseFeatureFlagOverrides('perks=true')).toThrow(/Unknown feature flag "perks"/);
  });
});
