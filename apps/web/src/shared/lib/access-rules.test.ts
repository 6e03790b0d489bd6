import { featureFlagsFor } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { customerAccountsAllowed, leftNavVisibility } from './access-rules';

const owner = { roles: ['OWNER'] as const, isOwnerAdmin: true, hasBrandOrFirstAlertProfile: false };
const technician = {
  roles: ['TECHNICIAN'] as const,
  isOwnerAdmin: false,
  hasBrandOrFirstAlertProfile: false,
};
const marketing = {
  roles: ['MARKETING'] as const,
  isOwnerAdmin: false,
  hasBrandOrFirstAlertProfile: false,
};
const us = featureFlagsFor('US');
const de = featureFlagsFor('DE');
const gb = featureFlagsFor('GB');

describe('customerAccountsAllowed', () => {
  it('needs the customer permission', () => {
    expect(customerAccountsAllowed(technician, us)).toBe(true);
    expect(customerAccountsAllowed(marketing, us)).toBe(false);
  });

  it.each([
    ['DE', de],
    ['GB', gb],
  ])('is refused in the EMEA or GB market (%s)', (_country, flags) => {
    expect(customerAccountsAllowed(owner, flags)).toBe(false);
  });
});

describe('leftNavVisibility (spec 000 §2, §6)', () => {
  it('an owner in North America sees every entry', () => {
    expect(leftNavVisibility(owner, us)).toEqual({
      customerAccounts: true,
      alertsDashboard: true,
      manageCompany: true,
      partners: true,
      brandProfile: true,
      servicesSubscriptions: true,
      businessIntelligence: true,
    });
  });

  it('a technician sees customer accounts only', () => {
    expect(leftNavVisibility(technician, us)).toEqual({
      customerAccounts: true,
      alertsDashboard: true,
      manageCompany: false,
      partners: false,
      brandProfile: false,
      servicesSubscriptions: false,
      businessIntelligence: false,
    });
  });

  it('an owner in EMEA manages the company but loses the market-bound entries', () => {
    expect(leftNavVisibility(owner, de)).toEqual({
      customerAccounts: false,
      alertsDashboard: false,
      manageCompany: true,
      partners: false,
      brandProfile: false,
      servicesSubscriptions: false,
      businessIntelligence: false,
    });
  });

  it('the alerts dashboard follows CUSTOMER_ALERTS', () => {
    const flags = { ...us, CUSTOMER_ALERTS: false };
    expect(leftNavVisibility(owner, flags).alertsDashboard).toBe(false);
    expect(leftNavVisibility(owner, flags).customerAccounts).toBe(true);
  });

  it('partners follow ENABLE_PARTNER_MANAGEMENT', () => {
    expect(leftNavVisibility(owner, { ...us, ENABLE_PARTNER_MANAGEMENT: false }).partners).toBe(
      false,
    );
  });

  it('services and subscriptions follow SERVICES_SUBSCRIPTIONS_FLAG', () => {
    const flags = { ...us, SERVICES_SUBSCRIPTIONS_FLAG: false };
    expect(leftNavVisibility(owner, flags).servicesSubscriptions).toBe(false);
  });

  it('without partner management, business intelligence also needs a brand or alert profile', () => {
    const flags = { ...us, ENABLE_PARTNER_MANAGEMENT: false };
    expect(leftNavVisibility(owner, flags).businessIntelligence).toBe(false);
    expect(
      leftNavVisibility({ ...owner, hasBrandOrFirstAlertProfile: true }, flags)
        .businessIntelligence,
    ).toBe(true);
    expect(
      leftNavVisibility({ ...technician, hasBrandOrFirstAlertProfile: true }, flags)
        .businessIntelligence,
    ).toBe(false);
  });
});
