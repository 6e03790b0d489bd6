import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAcceptInvite } from '@/features/sign-up/api/accept-invite';
import { useInvitation } from '@/features/sign-up/api/get-invitation';
import { readInviteToken } from '@/features/sign-up/components/invite-decision';
import { FALLBACK_LANDING_PATH } from '@/shared/config/constants';
import { ApiError } from '@/shared/lib/api-client';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { conflictMessageKey } from '@/shared/lib/conflict-messages';
import { forgetPendingInvite, INVITE_PARAM } from '@/shared/lib/invite/pending-invite';
import { reportClientError } from '@/shared/lib/report-error';
import { MY_ADD_REQUESTS_QUERY_KEY, VIEWER_QUERY_KEY } from '@/shared/lib/viewer/query-keys';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import { PageError } from '@/shared/ui/PageError';
import { PageLoader } from '@/shared/ui/PageLoader';

/**
 * /sign-up/accept-invite?invite={inviteToken} (spec 000 §4, invite acceptance), behind the
 * sign-in guard. Accepts at once when the invite exists and has not expired; on success renews
 * the token (the server may have verified the email and the roles changed) and the viewer, and
 * goes home; on failure the error toast and the page-error screen, saying why. An expired or
 * missing invite is not found. Whatever the outcome, the remembered invite is forgotten, or the
 * redirect order would bring the user back here forever.
 */
export function AcceptInviteRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const read = readInviteToken(params.get(INVITE_PARAM));
  const inviteId = read.kind === 'parsed' ? read.inviteId : undefined;
  const invitation = useInvitation(inviteId);
  const { mutateAsync: accept, error: acceptError } = useAcceptInvite();
  const started = useRef(false);

  const notFound =
    read.kind === 'missing' ||
    (invitation.error instanceof ApiError && invitation.error.statusCode === 404) ||
    (invitation.data !== undefined && Date.now() > Date.parse(invitation.data.expiresAt));
  const usable = invitation.data !== undefined && !notFound;
  const settledWithoutAccepting = notFound || read.kind === 'malformed' || invitation.isError;

  useEffect(() => {
    if (settledWithoutAccepting) forgetPendingInvite();
  }, [settledWithoutAccepting]);

  useEffect(() => {
    if (read.kind === 'malformed') {
      reportClientError(new Error('Invite token malformed or tampered'));
    }
  }, [read.kind]);

  useEffect(() => {
    // Once only: React runs effects twice in development, and a second accept would be refused.
    if (!usable || inviteId === undefined || started.current) return;
    started.current = true;
    void (async () => {
      try {
        await accept(inviteId);
      } catch {
        forgetPendingInvite();
        notifications.show({ color: 'red', message: t('common.toast.error') });
        return;
      }
      forgetPendingInvite();
      await refresh();
      await Promise.all([
        queryClient.refetchQueries({ queryKey: VIEWER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: MY_ADD_REQUESTS_QUERY_KEY }),
      ]);
      navigate(FALLBACK_LANDING_PATH, { replace: true });
    })();
  }, [usable, inviteId, accept, refresh, queryClient, navigate, t]);

  if (notFound) {
    return <NotFoundPage />;
  }
  if (read.kind === 'malformed' || invitation.isError) {
    return <PageError />;
  }
  if (acceptError !== null) {
    return (
      <PageError
        header={t('acceptInvite.failedTitle')}
        content={t(conflictMessageKey('acceptInvite', acceptError))}
      />
    );
  }
  return <PageLoader />;
}
