import { Button, Stack, Text } from '@mantine/core';
import type { RemoteSession } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/dates';
import { DataTable } from '@/shared/ui/DataTable';
import { durationInWords, partnerInWords } from './session-words';

interface PastSessionsTableProps {
  deviceName: string;
  sessions: readonly RemoteSession[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
}

/** The sessions partners asked for on a device, newest first, each with how it went. */
export function PastSessionsTable({
  deviceName,
  sessions,
  hasMore,
  loadingMore,
  onLoadMore,
}: PastSessionsTableProps) {
  const { t } = useTranslation();
  if (sessions.length === 0) {
    return <Text role="status">{t('homeApp.sessions.past.empty')}</Text>;
  }
  const outcome = (session: RemoteSession) => {
    if (session.status !== null) return t(`homeApp.sessions.past.open.${session.status}`);
    if (session.endReason === null || session.endedAt === null) return '—';
    return t('homeApp.sessions.past.endedOn', {
      reason: t(`homeApp.sessions.past.endReason.${session.endReason}`),
      date: formatDateTime(session.endedAt),
    });
  };
  return (
    <Stack gap="sm" align="stretch">
      <DataTable
        rows={sessions.map((session) => ({ ...session, id: session.partnerDeviceSessionId }))}
        caption={t('homeApp.sessions.past.caption', { device: deviceName })}
        minWidth={640}
        busy={loadingMore}
        columns={[
          {
            header: t('homeApp.sessions.past.requested'),
            cell: (session) => formatDateTime(session.requestedAt),
          },
          {
            header: t('homeApp.sessions.past.partner'),
            cell: (session) => partnerInWords(t, session.companyName, session.requestedBy),
          },
          {
            header: t('homeApp.sessions.past.duration'),
            cell: (session) => durationInWords(t, session.durationMinutes),
          },
          { header: t('homeApp.sessions.past.outcome'), cell: outcome },
        ]}
      />
      {hasMore && (
        <Button variant="default" loading={loadingMore} onClick={onLoadMore}>
          {t('homeApp.sessions.past.more')}
        </Button>
      )}
    </Stack>
  );
}
