import { Button, Drawer, Stack, Text } from '@mantine/core';
import type { Device, DeviceHistoryEntry } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDeviceHistory } from '@/features/customers/api/get-device-history';
import { auditEventInWords } from '@/shared/lib/audit-words';
import { formatDateTime } from '@/shared/lib/dates';
import { toastError } from '@/shared/lib/toasts';
import { AuditChanges } from '@/shared/ui/AuditChanges';
import { DataTable } from '@/shared/ui/DataTable';
import { LoadError } from '@/shared/ui/LoadError';
import { PageLoader } from '@/shared/ui/PageLoader';

type HistoryEntry = z.infer<typeof DeviceHistoryEntry>;

/** The events the server writes today; another one is shown as the server spells it. */
const KNOWN_EVENTS = [
  'REGISTERED',
  'UNREGISTERED',
  'CLAIMED',
  'SERVICE_REQUESTED',
  'SERVICE_RESENT',
  'SERVICE_CANCELLED',
  'SERVICE_ACCEPTED',
  'SERVICE_REJECTED',
  'HOMEOWNER_LINKED',
  'PRE_REGISTERED',
  'COMMISSIONED',
  'HANDED_OFF',
  'DETAILS_CHANGED',
] as const;
type KnownEvent = (typeof KNOWN_EVENTS)[number];
const isKnown = (event: string): event is KnownEvent =>
  (KNOWN_EVENTS as readonly string[]).includes(event);

/** An event in words: the device's own, or one of remote work's audit trail (issue 17). */
export function eventInWords(t: TFunction, event: string): string {
  if (isKnown(event)) return t(`customers.history.events.${event}`);
  return auditEventInWords(t, event) ?? event;
}

interface HistoryTableProps {
  device: Device;
  entries: readonly HistoryEntry[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
}

/** The events loaded so far, newest first, and "Load more" while older ones remain. */
export function HistoryTable({
  device,
  entries,
  hasMore,
  loadingMore,
  onLoadMore,
}: HistoryTableProps) {
  const { t } = useTranslation();
  if (entries.length === 0) return <Text role="status">{t('customers.history.empty')}</Text>;
  return (
    <Stack gap="sm" align="stretch">
      <DataTable
        rows={entries}
        caption={t('customers.history.caption', { device: device.macAddress })}
        minWidth={520}
        columns={[
          { header: t('customers.history.time'), cell: (entry) => formatDateTime(entry.at) },
          { header: t('customers.history.event'), cell: (entry) => eventInWords(t, entry.event) },
          {
            header: t('customers.history.detail'),
            cell: (entry) =>
              entry.changes.length > 0 ? (
                <AuditChanges event={entry.event} changes={entry.changes} />
              ) : (
                (entry.detail ?? '—')
              ),
          },
          {
            header: t('customers.history.actor'),
            cell: (entry) =>
              entry.actor !== null && entry.actorCompany !== null
                ? t('customers.history.actorOf', {
                    actor: entry.actor,
                    company: entry.actorCompany,
                  })
                : (entry.actor ?? '—'),
          },
        ]}
      />
      {hasMore && (
        <Button variant="default" loading={loadingMore} onClick={onLoadMore}>
          {t('customers.history.more')}
        </Button>
      )}
    </Stack>
  );
}

/** A device's history in a side panel, titled with its model and MAC address. */
export function DeviceHistoryDrawer({
  partnerAccountId,
  device,
  onClose,
}: {
  partnerAccountId: string;
  device: Device;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const history = useDeviceHistory(partnerAccountId, device.id);
  // A later page that fails keeps the loaded ones on screen; "Load more" stays to try again.
  const loadMore = async () => {
    const result = await history.fetchNextPage();
    if (result.isFetchNextPageError) toastError(t('common.toast.error'));
  };
  const content = () => {
    if (history.isPending) return <PageLoader />;
    if (history.data === undefined) return <LoadError onRetry={() => void history.refetch()} />;
    return (
      <HistoryTable
        device={device}
        entries={history.data.pages.flatMap((page) => page.nodes)}
        hasMore={history.hasNextPage}
        loadingMore={history.isFetchingNextPage}
        onLoadMore={() => void loadMore()}
      />
    );
  };
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={t('customers.history.title', { model: device.marketName, mac: device.macAddress })}
    >
      {content()}
    </Drawer>
  );
}
