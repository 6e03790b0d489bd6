import {
  type InviteStatus,
  isOwnerOrAdmin,
  type PartnerAccountApprovalStatus,
  type PartnerRole,
  PROGRAM_HOMEOWNER_APP_BRANDING,
  PROGRAM_PRO_ALERTS,
  type Viewer,
} from '@portal/contracts';

/**
 * The derived viewer facts of spec 000 §3. `accountStatus` is undefined when the user belongs
 * to no company and null when the company's application is not submitted yet; the two mean
 * different things to the redirect order.
 */
export interface ViewerFacts {
  viewerExists: boolean;
  id: string | undefined;
  accountStatus: PartnerAccountApprovalStatus | null | undefined;
  userStatus: PartnerAccountApprovalStatus | null | undefined;
  partnerUsersLength: number;
  partnerAccountId: string | undefined;
  roles: readonly PartnerRole[];
  isOwnerAdmin: boolean;
  isOwner: boolean;
  isAdmin: boolean;
  isTechnician: boolean;
  inviteStatus: InviteStatus | undefined;
  consentRequired: boolean;
  countryCode: string | null | undefined;
  hasActivePartnerBrandProfile: boolean;
  hasActiveProAlerts: boolean;
  hasBrandOrFirstAlertProfile: boolean;
}

const ACTIVE_SUBSCRIPTION = 'ACTIVE';

/**
 * The facts for a viewer (undefined: there is none, e.g. GET proUsers/my answered 404).
 * `inviteStatus` is the status of the viewer's newest add request (a request to join a company),
 * which useViewerFacts fetches for users without a company; undefined without one.
 */
export function viewerFacts(viewer: Viewer | undefined, inviteStatus?: InviteStatus): ViewerFacts {
  const membership = viewer?.partnerUsers[0];
  const roles = membership?.roles ?? [];
  const enrollments = membership?.partnerAccount.partnerProgramEnrollments ?? [];
  const hasActive = (program: string) =>
    enrollments.some(
      (enrollment) =>
        enrollment.partnerProgram.name === program &&
        enrollment.subscriptionStatus === ACTIVE_SUBSCRIPTION,
    );
  const hasActivePartnerBrandProfile = hasActive(PROGRAM_HOMEOWNER_APP_BRANDING);
  const hasActiveProAlerts = hasActive(PROGRAM_PRO_ALERTS);
  return {
    viewerExists: viewer !== undefined,
    id: viewer?.id,
    accountStatus: membership?.partnerAccount.status,
    userStatus: membership?.status,
    partnerUsersLength: viewer?.partnerUsers.length ?? 0,
    partnerAccountId: membership?.partnerAccount.id,
    roles,
    isOwnerAdmin: isOwnerOrAdmin(roles),
    isOwner: roles.includes('OWNER'),
    isAdmin: roles.includes('COMPANY_ADMIN'),
    isTechnician: roles.includes('TECHNICIAN'),
    inviteStatus,
    consentRequired: viewer?.consentRequired ?? false,
    countryCode: viewer?.countryCode,
    hasActivePartnerBrandProfile,
    hasActiveProAlerts,
    // The brand profile is the Homeowner App Branding program, the "first alert" profile the
    // Pro Alerts program: either one opens business intelligence without partner management.
    hasBrandOrFirstAlertProfile: hasActivePartnerBrandProfile || hasActiveProAlerts,
  };
}

const BLOCKED_USER_STATUSES: ReadonlySet<PartnerAccountApprovalStatus | null | undefined> = new Set(
  ['INACTIVE', 'ARCHIVED'],
);

/** An INACTIVE or ARCHIVED membership: the user sees access-denied instead of content (§4). */
export function isBlockedUser(facts: Pick<ViewerFacts, 'userStatus'>): boolean {
  return BLOCKED_USER_STATUSES.has(facts.userStatus);
}
