import { type FeatureFlags, hasPermission } from '@portal/contracts';
import { marketAllows } from '@/shared/lib/access-rules';
import type { ViewerFacts } from '@/shared/lib/viewer/viewer-facts';

/**
 * Countries whose online store sells Homeowner App Branding (spec 000 §6: "certain countries
 * redirect to services-subscriptions"). A partner there without the subscription is sent to the
 * store to buy it; elsewhere the portal explains the service itself. Ours: the United States and
 * Canada, where the store runs.
 */
export const BRANDING_STORE_COUNTRIES: readonly string[] = ['US', 'CA'];

/** Where the brand profile pages take a viewer. */
export type BrandProfileDestination =
  | 'noAccess'
  | 'manage'
  | 'servicesSubscriptions'
  | 'inactive'
  | 'unavailable';

type DestinationFacts = Pick<ViewerFacts, 'roles' | 'hasActivePartnerBrandProfile' | 'countryCode'>;

/**
 * The brand profile route rule (spec 000 §6), in order: who may not manage the brand profile
 * sees no access; an active Homeowner App Branding subscription opens the profile pages; the
 * store's countries go to services and subscriptions; allowed markets see the inactive
 * co-branding page; others the unavailable page.
 */
export function brandProfileDestination(
  facts: DestinationFacts,
  flags: FeatureFlags,
): BrandProfileDestination {
  if (!hasPermission(facts.roles, 'brandProfile:manage')) return 'noAccess';
  if (facts.hasActivePartnerBrandProfile) return 'manage';
  const country = facts.countryCode?.trim().toUpperCase();
  if (country !== undefined && BRANDING_STORE_COUNTRIES.includes(country)) {
    return 'servicesSubscriptions';
  }
  if (marketAllows(flags)) return 'inactive';
  return 'unavailable';
}
