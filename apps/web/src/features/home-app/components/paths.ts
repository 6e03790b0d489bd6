import {
  RETURN_TO_PARAM,
  SIGN_IN_EMAIL_PARAM,
  safeReturnPath,
} from '@/shared/lib/auth/return-path';
import { clearStoredSession } from '@/shared/lib/session';

// The homeowner area's addresses. Its own sign-in and sign-up come back into the area, never
// to the partner portal's landing page.

export const HOME_APP_PATH = '/home-app';
export const INVITES_PATH = `${HOME_APP_PATH}/invites`;
export const ACCOUNT_PATH = `${HOME_APP_PATH}/account`;
export const SIGN_IN_PATH = `${HOME_APP_PATH}/sign-in`;
export const SIGN_UP_PATH = `${HOME_APP_PATH}/sign-up`;
/** On the sign-in page after the account was deleted: says so. */
export const ACCOUNT_DELETED_PARAM = 'accountDeleted';

export const homePath = (consumerAccountId: string, locationId: string) =>
  `${HOME_APP_PATH}/homes/${encodeURIComponent(consumerAccountId)}/${encodeURIComponent(locationId)}`;

export const invitePath = (token: string) => `${INVITES_PATH}/${encodeURIComponent(token)}`;

/** Sign-in or sign-up, the email prefilled, coming back to `returnTo` afterwards. */
export function authPath(
  page: typeof SIGN_IN_PATH | typeof SIGN_UP_PATH,
  { email = '', returnTo }: { email?: string; returnTo?: string },
): string {
  const search = new URLSearchParams();
  if (email !== '') search.set(SIGN_IN_EMAIL_PARAM, email);
  if (returnTo !== undefined) search.set(RETURN_TO_PARAM, returnTo);
  const query = search.toString();
  return query === '' ? page : `${page}?${query}`;
}

/** Where to go once signed in: the visit's `returnTo` when it stays on this site, else my homes. */
export function returnPathOf(search: URLSearchParams): string {
  return safeReturnPath(search.get(RETURN_TO_PARAM), window.location.origin) ?? HOME_APP_PATH;
}

/**
 * Signs out and opens `path` as a fresh page, so nothing of the old user stays in memory. Not
 * through the provider's logout: it may only return to the partner sign-in page, where a
 * homeowner would lose the way back (the password sign-in keeps no session at the provider).
 */
export function signOutTo(path: string): void {
  clearStoredSession();
  window.location.assign(path);
}
