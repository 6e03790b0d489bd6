import { Drawer, Stack } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditTrail } from '@/features/home-app/api/get-audit-trail';
import { useDeviceSessions } from '@/features/home-app/api/get-device-sessions';
import { toastError } from '@/shared/lib/toasts';
import { InlineLoader } from '@/shared/ui/InlineLoader';
import { LoadError } from '@/shared/ui/LoadError';
import { TitledSection } from '@/shared/ui/TitledSection';
import { AuditTrailTable } from './AuditTrailTable';
import { PastSessionsTable } from './PastSessionsTable';

interface ActivityDrawerProps {
  consumerAccountId: string;
  device: { id: string; name: string };
  opened: boolean;
  onClose(): void;
}

/**
 * A device's activity in a side panel: its audit trail (every session step and every change
 * made on it, by whom) and the sessions partners asked for. Asked for only while open; Mantine
 * gives focus back to the Activity button when it closes.
 */
export function ActivityDrawer({
  consumerAccountId,
  device,
  opened,
  onClose,
}: ActivityDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={t('homeApp.sessions.activityTitle', { device: device.name })}
    >
      {opened && <Activity consumerAccountId={consumerAccountId} device={device} />}
    </Drawer>
  );
}

function Activity({ consumerAccountId, device }: Omit<ActivityDrawerProps, 'opened' | 'onClose'>) {
  const { t } = useTranslation();
  const trail = useAuditTrail(consumerAccountId, device.id);
  const sessions = useDeviceSessions(consumerAccountId, device.id);
  return (
    <Stack gap="xl">
      <TitledSection level={3} title={t('homeApp.sessions.audit.title')}>
        <Pages
          query={trail}
          render={(entries, more) => (
            <AuditTrailTable deviceName={device.name} entries={entries} {...more} />
          )}
        />
      </TitledSection>
      <TitledSection level={3} title={t('homeApp.sessions.past.title')}>
        <Pages
          query={sessions}
          render={(list, more) => (
            <PastSessionsTable deviceName={device.name} sessions={list} {...more} />
          )}
        />
      </TitledSection>
    </Stack>
  );
}

interface More {
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
}

interface PagesProps<Node> {
  query: UseInfiniteQueryResult<InfiniteData<{ nodes: Node[] }>>;
  render(nodes: Node[], more: More): ReactNode;
}

/**
 * A list loaded a page at a time, in each of its states: loading, failed (with Try again), or
 * the pages so far. A later page that fails keeps the loaded ones; "Load more" stays to retry.
 */
function Pages<Node>({ query, render }: PagesProps<Node>) {
  const { t } = useTranslation();
  if (query.isPending) return <InlineLoader />;
  if (query.data === undefined) return <LoadError onRetry={() => void query.refetch()} />;
  const loadMore = async () => {
    const result = await query.fetchNextPage();
    if (result.isFetchNextPageError) toastError(t('common.toast.error'));
  };
  return render(
    query.data.pages.flatMap((page) => page.nodes),
    {
      hasMore: query.hasNextPage,
      loadingMore: query.isFetchingNextPage,
      onLoadMore: () => void loadMore(),
    },
  );
}
