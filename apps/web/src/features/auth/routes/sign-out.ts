import { redirectDocument } from 'react-router';
import { AUTH_MOCK_MODE } from '@/shared/config/identity';
import { logoutUrl } from '@/shared/lib/auth/identity-client';
import { clearStoredSession } from '@/shared/lib/session';

/**
 * /sign-out (spec 000 §2): forgets the session, its refresh token and the banner-closed flag, then
 * leaves through the provider's logout, which returns to /sign-in on this origin. A full page
 * load, so no in-memory state of the signed-in user survives. Mock mode has no provider.
 */
export function signOutLoader(): Response {
  clearStoredSession();
  return redirectDocument(AUTH_MOCK_MODE ? '/sign-in' : logoutUrl(window.location.origin));
}
