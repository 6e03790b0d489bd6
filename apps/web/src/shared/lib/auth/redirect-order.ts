import type { InviteStatus, PartnerAccountApprovalStatus } from '@portal/contracts';
import { isBlockedUser } from '@/shared/lib/viewer/viewer-facts';

/** What the post-login redirect order needs to know (spec 000 §4). */
export interface RedirectFacts {
  pathname: string;
  emailVerified: boolean;
  /** undefined: no company; null: the company's application is not submitted yet. */
  accountStatus: PartnerAccountApprovalStatus | null | undefined;
  /** partnerUsers[0].status: INACTIVE and ARCHIVED members are blocked. */
  userStatus: PartnerAccountApprovalStatus | null | undefined;
  partnerUsersLength: number;
  isOwnerAdmin: boolean;
  /** Staff of the provider: without a company of their own, their home is /admin. */
  isPlatformAdmin: boolean;
  /** The status of the viewer's newest add request; undefined without one. */
  inviteStatus: InviteStatus | undefined;
  /**
   * The invite being accepted: its token, remembered from the invite flow (pending-invite.ts) or
   * carried by the accept-invite page's own address. Item 1 sends the user there with it.
   */
  inviteId: string | undefined;
  consentRequired: boolean;
  /** Feature flag AGREEMENT_CHECK. */
  agreementCheck: boolean;
}

export const EMAIL_VERIFY_PATH = '/email-verify';
export const ACCEPT_INVITE_PATH = '/sign-up/accept-invite';
export const COMPANY_APPLICATION_PATH = '/company/application';
/** Instead of applying, a user without a company may ask to join a registered one. */
export const JOIN_COMPANY_PATH = '/company/application/join';
export const APPLICATION_STATUS_PATH = '/company/application/status';
export const APPLICATION_UPDATE_PATH = '/company/application/update';
export const AGREEMENT_CHECK_PATH = '/agreement-check';
export const ADMIN_PATH = '/admin';

/** The accept-invite page for an invite token (spec 000 §2). */
export function acceptInvitePath(inviteToken: string): string {
  return `${ACCEPT_INVITE_PATH}?${new URLSearchParams({ invite: inviteToken }).toString()}`;
}

/** Where the guard sends the user, or what it shows instead of the page. */
export type RedirectDecision =
  | { kind: 'stay' }
  | { kind: 'redirect'; to: string }
  | { kind: 'accessDenied' };

const STAY: RedirectDecision = { kind: 'stay' };

// Paths the order never takes a user away from: leaving, and their own profile. /admin is the
// provider's staff area, whose users need no company of their own (it shows not-found to others).
const EXEMPT_PATHS = ['/sign-out', '/profile', ADMIN_PATH];

// Each target and the paths that count as being there already. The status page links to the
// update page, so a user sent to the status page may go on to update the application; a user
// sent to apply may ask to join a registered company instead.
const TARGET_PATHS: Readonly<Record<string, readonly string[]>> = {
  [APPLICATION_STATUS_PATH]: [APPLICATION_STATUS_PATH, APPLICATION_UPDATE_PATH],
  [COMPANY_APPLICATION_PATH]: [COMPANY_APPLICATION_PATH, JOIN_COMPANY_PATH],
};

const UNDER_REVIEW: ReadonlySet<PartnerAccountApprovalStatus | null | undefined> = new Set([
  'ARCHIVED',
  'PENDING',
  'INACTIVE',
]);
const REQUEST_OPEN_OR_REFUSED: ReadonlySet<InviteStatus | undefined> = new Set([
  'REJECTED',
  'REQUESTED',
]);

function isAtOrUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The first rule of the order that applies: its target, or null (spec 000 §4, in order). */
function redirectTarget(facts: RedirectFacts): string | null {
  const { accountStatus, partnerUsersLength, inviteStatus, inviteId } = facts;
  if (inviteId !== undefined && accountStatus !== null && partnerUsersLength === 0) {
    return acceptInvitePath(inviteId);
  }
  if (!facts.emailVerified && accountStatus !== null) {
    return EMAIL_VERIFY_PATH;
  }
  if (accountStatus === null && facts.isOwnerAdmin) {
    return APPLICATION_UPDATE_PATH;
  }
  // The provider's staff run the portal rather than join it: no company application for them.
  if (facts.isPlatformAdmin && partnerUsersLength === 0) {
    return ADMIN_PATH;
  }
  if (accountStatus !== null && partnerUsersLength === 0 && inviteStatus === undefined) {
    return COMPANY_APPLICATION_PATH;
  }
  if (UNDER_REVIEW.has(accountStatus) || REQUEST_OPEN_OR_REFUSED.has(inviteStatus)) {
    return APPLICATION_STATUS_PATH;
  }
  if (accountStatus === 'ACTIVE' && facts.consentRequired && facts.agreementCheck) {
    return AGREEMENT_CHECK_PATH;
  }
  return null;
}

/**
 * The post-login redirect order of spec 000 §4, checked on every signed-in page: the first rule
 * that applies sends the user to its page, unless they are there already. With no redirect, an
 * INACTIVE or ARCHIVED member sees the access-denied page instead of the page's content.
 */
export function postLoginDecision(facts: RedirectFacts): RedirectDecision {
  const { pathname } = facts;
  if (EXEMPT_PATHS.some((path) => isAtOrUnder(pathname, path))) {
    return STAY;
  }
  const target = redirectTarget(facts);
  if (target !== null) {
    const targetPath = target.split('?')[0] ?? target;
    const there = TARGET_PATHS[targetPath] ?? [targetPath];
    return there.includes(pathname) ? STAY : { kind: 'redirect', to: target };
  }
  return isBlockedUser(facts) ? { kind: 'accessDenied' } : STAY;
}
