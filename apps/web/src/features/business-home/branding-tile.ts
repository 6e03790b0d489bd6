import { type BrandingTile, PROGRAM_HOMEOWNER_APP_BRANDING } from '@portal/contracts';
import { BRAND_PROFILE_PATH } from '@/shared/config/paths';

/** What the branding tile offers: to manage the profile, to set it up, or to get the service. */
export type BrandingTileAction = 'manage' | 'setUp' | 'subscribe';

/**
 * Where each action leads. Getting the service goes to the brand profile route, whose rule
 * (spec 000 §6) knows where this company can get it.
 */
export const BRANDING_TILE_LINKS: Readonly<Record<BrandingTileAction, string>> = {
  manage: BRAND_PROFILE_PATH,
  setUp: `${BRAND_PROFILE_PATH}/new`,
  subscribe: BRAND_PROFILE_PATH,
};

type TileAccount = BrandingTile['partnerUsers'][number]['partnerAccount'];

/** A profile exists: manage it; else an active Homeowner App Branding subscription: set it up. */
export function brandingTileAction(account: TileAccount): BrandingTileAction {
  if (account.partnerBrandProfile !== null) return 'manage';
  const subscribed = account.partnerProgramEnrollments.some(
    (enrollment) =>
      enrollment.partnerProgram.name === PROGRAM_HOMEOWNER_APP_BRANDING &&
      enrollment.subscriptionStatus === 'ACTIVE',
  );
  return subscribed ? 'setUp' : 'subscribe';
}
