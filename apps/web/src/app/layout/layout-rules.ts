import type { PartnerAccountApprovalStatus } from '@portal/contracts';
import { isBlockedUser } from '@/shared/lib/viewer/viewer-facts';

// Path fragments whose screens belong to a user who is not (yet) a full partner member
// (spec 000 §2): they get a reduced header that offers only signing out.
const REDUCED_HEADER_PATH_PARTS = [
  'email-verify',
  'agreement-check',
  'sign-up',
  '/company/application',
  '/company/application/status',
] as const;

/**
 * True when the header is reduced: on the paths above (the spec's rule is "the path contains"),
 * and everywhere for a member whose status is INACTIVE or ARCHIVED (spec 000 §2).
 */
export function usesReducedHeader(
  pathname: string,
  userStatus?: PartnerAccountApprovalStatus | null,
): boolean {
  return (
    isBlockedUser({ userStatus }) ||
    REDUCED_HEADER_PATH_PARTS.some((part) => pathname.includes(part))
  );
}

/** True inside the business area, which has the left navigation (also reachable as onboarding/*). */
export function isBusinessArea(pathname: string): boolean {
  return /^\/(mybusiness|onboarding)(\/|$)/.test(pathname);
}

// Where the profile menu leads, also offered by the narrow-screen menu (spec 000 §2).
export const PROFILE_PATH = '/profile';
export const SIGN_OUT_PATH = '/sign-out';

/** Where the homeowner area starts: the homeowner's homes. */
export const HOMEOWNER_HOME_PATH = '/home-app';

/**
 * True in the homeowner area, whose header offers none of the partner portal: no partner
 * navigation, bell or profile menu (homeowners find their own places inside the area).
 */
export function isHomeownerArea(pathname: string): boolean {
  return /^\/home-app(\/|$)/.test(pathname);
}
