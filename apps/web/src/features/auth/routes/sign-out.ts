import { redirect } from 'react-router';
import { clearStoredSession } from '@/shared/lib/session';

/**
 * /sign-out: forgets the session and the banner-closed flag, then shows sign-in. The identity
 * provider's own logout joins this when the sign-in issue lands.
 */
export function signOutLoader(): Response {
  clearStoredSession();
  return redirect('/sign-in');
}
