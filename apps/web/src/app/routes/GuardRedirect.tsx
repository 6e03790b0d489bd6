import { Navigate, useLocation } from 'react-router';

/**
 * A guard's redirect. Keyed by the path it was decided on: a guard stays mounted while its
 * children change, so without the key React would keep the same <Navigate> when another
 * navigation (e.g. accept-invite's "go home" after a guard sent the user to /agreement-check)
 * cancels the first redirect, and its effect, having the same target, would not redirect again.
 */
export function GuardRedirect({ to }: { to: string }) {
  const { pathname } = useLocation();
  return <Navigate key={pathname} to={to} replace />;
}
