// Browser storage keys of spec 000 §9, spelled exactly as the spec spells them.

/** localStorage: the stored session, JSON `{ accessToken, emailVerified }`. */
export const SESSION_KEY = 'session';
/** sessionStorage: the remote-session banner (steps 0, 1 and 2 only). */
export const GLOBAL_BANNER_KEY = 'globalBanner';
/**
 * localStorage: 'true' once the service-setup banner was closed, by the user or because setup
 * completed. "Closed for the session" (spec 000 §4) is the signed-in session: signing out removes
 * it (spec 000 §2, /sign-out), so local storage keeps it across the session's tabs.
 */
export const STATUS_BANNER_CLOSED_KEY = 'isStatusBannerClosed';
/** localStorage: whether the service-setup status banner is collapsed. */
export const SERVICE_STATUS_BANNER_COLLAPSED_KEY = 'serviceStatusBannerCollapsed';

/** localStorage: service-setup progress, one entry per partner account. */
export function completeServiceSetupStepsKey(partnerAccountId: string): string {
  return `completeServiceSetupSteps/${partnerAccountId}`;
}

/**
 * localStorage: the chosen interface language. Not in the spec's list; this is the
 * i18next language detector's own default key, named here so it is written down once.
 */
export const LANGUAGE_KEY = 'i18nextLng';

// The spec's 'session' holds exactly { accessToken, emailVerified } (spec 000 §3), so what the
// refresh needs is kept beside it, under keys of its own: readers of 'session' see the spec's
// shape, and signing out removes all three together (session.ts: clearStoredSession).

/** localStorage: the refresh token of the current session (rotated on every refresh). */
export const REFRESH_TOKEN_KEY = 'sessionRefreshToken';
/** localStorage: when the stored access token expires, epoch milliseconds. */
export const SESSION_EXPIRES_AT_KEY = 'sessionExpiresAt';
/**
 * localStorage: the last user activity, epoch milliseconds. Shared by every tab (storage event),
 * so activity in one tab keeps the others signed in (spec 000 §9).
 */
export const LAST_ACTIVITY_KEY = 'lastActivityAt';
/**
 * sessionStorage: the state sent with a redirect to the identity provider, checked against the
 * state that comes back and then removed (spec 000 §4). Session storage because it survives the
 * round trip in the tab that started it, and a sign-in in another tab cannot overwrite it.
 */
export const IDENTITY_STATE_KEY = 'identityState';

/**
 * localStorage: the invite token of an invitation the user is signing up or signing in for
 * (issue 5). It outlives the email-verification round trip and a sign-in in another tab, so
 * the post-login redirect order (spec 000 §4, item 1) can send the user on to accept it. Removed
 * once the acceptance succeeded or failed, and when the invite turned out expired or missing.
 */
export const PENDING_INVITE_KEY = 'pendingInvite';

/**
 * localStorage: the header bell's dismissed notifications of one user, JSON
 * `[{ id, dismissedAt }]` (spec 000 §3: Dismissed notification); entries older than a month are
 * dropped when read (spec 000 §9). Per user, so another user of the browser sees their own.
 */
export function dismissedNotificationsKey(userId: string): string {
  return `dismissedNotifications/${userId}`;
}
