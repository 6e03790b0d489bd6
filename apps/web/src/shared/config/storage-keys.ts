// Browser storage keys of spec 000 §9, spelled exactly as the spec spells them.

/** localStorage: the stored session, JSON `{ accessToken, emailVerified }`. */
export const SESSION_KEY = 'session';
/** sessionStorage: the remote-session banner (steps 0, 1 and 2 only). */
export const GLOBAL_BANNER_KEY = 'globalBanner';
/** localStorage: set when the user closed the account-status banner. */
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
