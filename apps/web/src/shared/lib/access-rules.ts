import { type FeatureFlags, hasPermission } from '@portal/contracts';
import type { ViewerFacts } from '@/shared/lib/viewer/viewer-facts';

type AccessFacts = Pick<ViewerFacts, 'roles' | 'isOwnerAdmin' | 'hasBrandOrFirstAlertProfile'>;

/**
 * Markets the spec's "market allows" lets in (spec 000 §2, §6): every market except EMEA and GB,
 * which IS_EMEA_OR_GB_MARKET marks. One definition for partners, brand profile, services and
 * subscriptions, business intelligence and customer accounts.
 */
export function marketAllows(flags: FeatureFlags): boolean {
  return !flags.IS_EMEA_OR_GB_MARKET;
}

/** Customer accounts (customers/*): customer permissions and not the EMEA or GB market (§6). */
export function customerAccountsAllowed(facts: Pick<AccessFacts, 'roles'>, flags: FeatureFlags) {
  return hasPermission(facts.roles, 'customers:read') && marketAllows(flags);
}

/**
 * Which entries of the left navigation a viewer sees (spec 000 §2 "Left navigation", §6). The
 * route guards of company/*, co-branding/* and business-intelligence/* ask the same entries, so
 * typing an address opens no more than the links do.
 */
export interface LeftNavVisibility {
  customerAccounts: boolean;
  alertsDashboard: boolean;
  manageCompany: boolean;
  partners: boolean;
  brandProfile: boolean;
  servicesSubscriptions: boolean;
  businessIntelligence: boolean;
}

/**
 * The left navigation's rules. Home and Training and support are always there. Business
 * intelligence: with partner management, owners and admins in an allowed market; without it,
 * they also need a brand or first-alert profile.
 */
export function leftNavVisibility(facts: AccessFacts, flags: FeatureFlags): LeftNavVisibility {
  const allowedMarket = marketAllows(flags);
  const customerAccounts = customerAccountsAllowed(facts, flags);
  const ownerAdminHere = facts.isOwnerAdmin && allowedMarket;
  return {
    customerAccounts,
    alertsDashboard: customerAccounts && flags.CUSTOMER_ALERTS,
    manageCompany: facts.isOwnerAdmin,
    partners: facts.isOwnerAdmin && flags.ENABLE_PARTNER_MANAGEMENT && allowedMarket,
    brandProfile: ownerAdminHere,
    servicesSubscriptions: ownerAdminHere && flags.SERVICES_SUBSCRIPTIONS_FLAG,
    businessIntelligence: flags.ENABLE_PARTNER_MANAGEMENT
      ? ownerAdminHere
      : ownerAdminHere && facts.hasBrandOrFirstAlertProfile,
  };
}
