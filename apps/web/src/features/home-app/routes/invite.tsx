import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePublicInvite } from '@/features/home-app/api/get-public-invite';
import { InviteView } from '@/features/home-app/components/InviteView';
import { NarrowFrame } from '@/features/home-app/components/NarrowFrame';
import { ApiError } from '@/shared/lib/api-client';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import { PageLoader } from '@/shared/ui/PageLoader';

/**
 * /home-app/invites/:token: the page behind the invite mail's link, open to everyone. An unknown
 * token is not found.
 */
export function InviteRoute() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const invite = usePublicInvite(token);
  if (invite.isPending) return <PageLoader />;
  if (invite.error instanceof ApiError && invite.error.statusCode === 404) return <NotFoundPage />;
  if (invite.isError) {
    return (
      <NarrowFrame title={t('homeApp.invite.loadTitle')}>
        <LoadError onRetry={() => void invite.refetch()} />
      </NarrowFrame>
    );
  }
  return <InviteView invite={invite.data} token={token} />;
}
