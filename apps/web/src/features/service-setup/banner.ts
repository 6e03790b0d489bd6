import {
  SERVICE_STATUS_BANNER_COLLAPSED_KEY,
  STATUS_BANNER_CLOSED_KEY,
} from '@/shared/config/storage-keys';
import { isFromSetup } from '@/shared/lib/service-setup-steps';

const SETUP_PAGE = /^\/(mybusiness|onboarding)\/services\/setup\/?$/;

/** The wizard itself, and any step's screen opened from it (?from=setup). */
export function isSetupPage(pathname: string, search: URLSearchParams): boolean {
  return SETUP_PAGE.test(pathname) || isFromSetup(search);
}

interface BannerFacts {
  /** Setup started and not complete (setup-steps.ts: isSetupInProgress). */
  inProgress: boolean;
  onSetupPage: boolean;
  closed: boolean;
}

/**
 * Spec 000 §4: the banner shows only while setup is in progress, not on setup pages, not closed
 * and not complete (in progress already excludes complete).
 */
export function showsBanner({ inProgress, onSetupPage, closed }: BannerFacts): boolean {
  return inProgress && !onSetupPage && !closed;
}

// The banner's two remembered choices. Storage that fails is only logged (spec 000 §8): the
// banner then stays open and expanded, which loses nothing.

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch (error) {
    console.warn('the service setup banner state could not be read', error);
    return false;
  }
}

function storeFlag(key: string, value: boolean): void {
  try {
    localStorage.setItem(key, String(value));
  } catch (error) {
    console.warn('the service setup banner state could not be stored', error);
  }
}

export const readBannerClosed = () => readFlag(STATUS_BANNER_CLOSED_KEY);
/** Closed for the session: signing out forgets it (shared/lib/session.ts). */
export const storeBannerClosed = () => storeFlag(STATUS_BANNER_CLOSED_KEY, true);
export const readBannerCollapsed = () => readFlag(SERVICE_STATUS_BANNER_COLLAPSED_KEY);
export const storeBannerCollapsed = (collapsed: boolean) =>
  storeFlag(SERVICE_STATUS_BANNER_COLLAPSED_KEY, collapsed);
