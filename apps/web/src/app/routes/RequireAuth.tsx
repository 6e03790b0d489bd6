import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ApiError } from '@/shared/lib/api-client';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { postLoginDecision } from '@/shared/lib/auth/redirect-order';
import { RETURN_TO_PARAM, type ReturnState } from '@/shared/lib/auth/return-path';
import { useFeatureFlags } from '@/shared/lib/feature-flags/use-feature-flags';
import { inviteForRedirect, readPendingInvite } from '@/shared/lib/invite/pending-invite';
import { useRolePermissions } from '@/shared/lib/viewer/get-role-permissions';
import { useViewerFacts } from '@/shared/lib/viewer/use-viewer-facts';
import { AccessDeniedPage } from '@/shared/ui/AccessDeniedPage';
import { PageLoader } from '@/shared/ui/PageLoader';
import { GuardRedirect } from './GuardRedirect';

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 404;
}

/**
 * Guards the signed-in areas (spec 000 §4): signed-out users go to /sign-in with the path they
 * wanted (location state and `returnTo`); signed-in users wait for their viewer and the flags,
 * then pass the post-login redirect order. A viewer that does not exist signs out; any other
 * failure to load it is fatal (spec 000 §8) and reaches the error boundary.
 */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  const viewer = useViewerFacts();
  const { flags, ready: flagsReady } = useFeatureFlags();
  const permissions = useRolePermissions();
  const viewerMissing = isNotFound(viewer.error);
  const { signOut } = auth;

  useEffect(() => {
    if (viewerMissing) {
      signOut();
    }
  }, [viewerMissing, signOut]);

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
  if (viewer.isError && !viewerMissing) {
    throw viewer.error;
  }
  // Only a user without a company may be sent to /admin instead: others need not wait for it.
  const withoutCompany = viewer.facts.partnerUsersLength === 0;
  if (
    viewer.isPending ||
    viewerMissing ||
    !flagsReady ||
    (withoutCompany && permissions.isPending)
  ) {
    return <PageLoader />;
  }
  const decision = postLoginDecision({
    ...viewer.facts,
    isPlatformAdmin: permissions.data?.isPlatformAdmin === true,
    pathname: location.pathname,
    emailVerified: auth.session.emailVerified,
    inviteId: inviteForRedirect(location.pathname, location.search, readPendingInvite()),
    agreementCheck: flags.AGREEMENT_CHECK,
  });
  switch (decision.kind) {
    case 'redirect':
      return <GuardRedirect to={decision.to} />;
    case 'accessDenied':
      return <AccessDeniedPage />;
    case 'stay':
      return <Outlet />;
  }
}
