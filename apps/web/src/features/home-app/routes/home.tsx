import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useHomeDevices } from '@/features/home-app/api/get-home-devices';
import { useHouseholdSessions } from '@/features/home-app/api/get-household-sessions';
import { useHouseholds } from '@/features/home-app/api/get-households';
import { HomeBrandCard } from '@/features/home-app/components/HomeBrandCard';
import { HomeDevices } from '@/features/home-app/components/HomeDevices';
import { HOME_APP_PATH } from '@/features/home-app/components/paths';
import { formatAddress } from '@/shared/lib/address';
import { ApiError } from '@/shared/lib/api-client';
import { useCursorPages } from '@/shared/lib/paging';
import { CursorPager } from '@/shared/ui/CursorPager';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import { PageFrame } from '@/shared/ui/PageFrame';
import { PageLoader } from '@/shared/ui/PageLoader';

const isNotFound = (error: unknown) => error instanceof ApiError && error.statusCode === 404;

/**
 * /home-app/homes/:consumerAccountId/:locationId: one home of the homeowner's, the installer whose
 * brand it carries, its devices a page at a time, the partners' requests on them to accept or
 * decline, and their remote sessions (kept live by the household's realtime channel). Another
 * household's home is not found.
 */
export function HomeRoute() {
  const { t } = useTranslation();
  const { consumerAccountId = '', locationId = '' } = useParams();
  const households = useHouseholds();
  const pages = useCursorPages();
  const devices = useHomeDevices(consumerAccountId, locationId, { after: pages.after });
  const sessions = useHouseholdSessions(consumerAccountId);

  if (households.isPending) return <PageLoader />;
  if (households.isError) {
    return (
      <PageFrame title={t('homeApp.home.title')}>
        <LoadError onRetry={() => void households.refetch()} />
      </PageFrame>
    );
  }
  const household = households.data.nodes.find(({ id }) => id === consumerAccountId);
  const home = household?.locations?.find(({ id }) => id === locationId);
  if (household === undefined || home === undefined || isNotFound(devices.error)) {
    return <NotFoundPage />;
  }

  return (
    <PageFrame
      title={home.locationName}
      actions={
        <Anchor component={Link} to={HOME_APP_PATH}>
          {t('homeApp.home.back')}
        </Anchor>
      }
    >
      <Text>{formatAddress(home.address)}</Text>
      <HomeBrandCard brand={home.brand} />
      {devices.isPending ? (
        <PageLoader />
      ) : devices.isError ? (
        <LoadError onRetry={() => void devices.refetch()} />
      ) : (
        <>
          {sessions.isError && (
            <Alert color="red" variant="light" role="alert">
              <Stack gap="sm" align="flex-start">
                {t('homeApp.sessions.loadError')}
                <Button size="xs" variant="default" onClick={() => void sessions.refetch()}>
                  {t('forms.retry')}
                </Button>
              </Stack>
            </Alert>
          )}
          <HomeDevices
            consumerAccountId={consumerAccountId}
            role={household.role}
            devices={devices.data.nodes}
            sessions={sessions.data?.nodes}
          />
          <CursorPager
            pages={pages}
            pageInfo={devices.data.pageInfo}
            loading={devices.isPlaceholderData}
            label={t('homeApp.home.pages')}
          />
        </>
      )}
    </PageFrame>
  );
}
