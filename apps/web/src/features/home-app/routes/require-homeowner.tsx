import { Navigate, Outlet, useLocation } from 'react-router';
import { authPath, SIGN_IN_PATH } from '@/features/home-app/components/paths';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { PageLoader } from '@/shared/ui/PageLoader';

/**
 * Guards the homeowner's own screens: signed out, to the homeowner sign-in with the way back.
 * Unlike the partner guard it applies no post-login redirect order, which would send a homeowner
 * to the company application.
 */
export function RequireHomeownerRoute() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.error !== null) {
    // A corrupt stored session: the page-error screen shows the translated error.description.
    throw auth.error;
  }
  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'unauthenticated') {
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={authPath(SIGN_IN_PATH, { returnTo })} replace />;
  }
  return <Outlet />;
}
