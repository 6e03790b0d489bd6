import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { requiredRedirect } from '@/shared/lib/auth/redirect-order';
import { RETURN_TO_PARAM, type ReturnState } from '@/shared/lib/auth/return-path';
import { PageLoader } from '@/shared/ui/PageLoader';

/**
 * Guards the signed-in areas (spec 000 §4): signed-out users go to /sign-in with the path they
 * wanted (location state and `returnTo`), signed-in users through the post-login redirect order.
 */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();

  if (auth.error !== null) {
    // A corrupt stored session: the page-error screen shows the translated error.description.
    throw auth.error;
  }
  if (auth.status === 'loading') {
    return <PageLoader />;
  }
  if (auth.status === 'unauthenticated' || auth.session === null) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    const state: ReturnState = { from };
    const search = new URLSearchParams({ [RETURN_TO_PARAM]: from });
    return <Navigate to={`/sign-in?${search.toString()}`} replace state={state} />;
  }
  const target = requiredRedirect({
    pathname: location.pathname,
    emailVerified: auth.session.emailVerified,
  });
  return target === null ? <Outlet /> : <Navigate to={target} replace />;
}
