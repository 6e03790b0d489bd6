import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHouseholds } from '@/features/home-app/api/get-households';
import { useMyInvites } from '@/features/home-app/api/get-my-invites';
import { AlertsSection } from '@/features/home-app/components/AlertsSection';
import { HomesList } from '@/features/home-app/components/HomesList';
import { INVITES_PATH } from '@/features/home-app/components/paths';
import { LoadError } from '@/shared/ui/LoadError';
import { PageFrame } from '@/shared/ui/PageFrame';
import { PageLoader } from '@/shared/ui/PageLoader';

/** Says how many invites wait, with the way to them; nothing while none do (or they failed). */
function WaitingInvites() {
  const { t } = useTranslation();
  const invites = useMyInvites({ after: undefined });
  const count = invites.data?.totalCount ?? 0;
  if (count === 0) return null;
  return (
    <Alert variant="light" role="status">
      <Group gap="sm">
        <Text>{t('homeApp.homes.invitesWaiting', { count })}</Text>
        <Anchor component={Link} to={INVITES_PATH}>
          {t('homeApp.homes.seeInvites')}
        </Anchor>
      </Group>
    </Alert>
  );
}

/**
 * /home-app: the alerts on the homeowner's devices, the homes of every household they belong to,
 * and the invites that wait.
 */
export function HomesRoute() {
  const { t } = useTranslation();
  const households = useHouseholds();
  return (
    <PageFrame title={t('homeApp.homes.title')}>
      <WaitingInvites />
      <AlertsSection />
      {households.isPending ? (
        <PageLoader />
      ) : households.isError ? (
        <LoadError onRetry={() => void households.refetch()} />
      ) : (
        <HomesList households={households.data.nodes} />
      )}
    </PageFrame>
  );
}
