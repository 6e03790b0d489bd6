import type { RemoteSession } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useDeviceSessions } from '@/features/remote-sessions/api/get-device-sessions';
import { formatDateTime } from '@/shared/lib/dates';
import { useCursorPages } from '@/shared/lib/paging';
import { personName } from '@/shared/lib/person-name';
import { PagedTable, type TableColumn } from '@/shared/ui/PagedTable';
import { TitledSection } from '@/shared/ui/TitledSection';

type SessionRow = RemoteSession & { id: string };

/** The device's sessions, newest first, a page at a time. */
export function SessionHistory({
  partnerAccountId,
  deviceId,
}: {
  partnerAccountId: string;
  deviceId: string;
}) {
  const { t } = useTranslation();
  const pages = useCursorPages();
  const sessions = useDeviceSessions(partnerAccountId, deviceId, { after: pages.after });
  const data = sessions.data && {
    ...sessions.data,
    nodes: sessions.data.nodes.map((session) => ({
      ...session,
      id: session.partnerDeviceSessionId,
    })),
  };

  const outcome = (session: RemoteSession) =>
    session.status !== null
      ? t(`remoteSessions.values.status.${session.status}`)
      : session.endReason !== null
        ? t(`remoteSessions.values.endReason.${session.endReason}`)
        : '—';

  const columns: TableColumn<SessionRow>[] = [
    {
      header: t('remoteSessions.history.requested'),
      cell: (row) => formatDateTime(row.requestedAt),
    },
    { header: t('remoteSessions.history.requestedBy'), cell: (row) => personName(row.requestedBy) },
    {
      header: t('remoteSessions.history.duration'),
      cell: (row) => t('remoteSessions.panel.minutes', { count: row.durationMinutes }),
    },
    { header: t('remoteSessions.history.status'), cell: outcome },
    {
      header: t('remoteSessions.history.ended'),
      cell: (row) => (row.endedAt ? formatDateTime(row.endedAt) : '—'),
    },
  ];

  return (
    <TitledSection level={3} title={t('remoteSessions.history.title')}>
      <PagedTable
        query={{ ...sessions, data }}
        columns={columns}
        caption={t('remoteSessions.history.caption')}
        empty={t('remoteSessions.history.empty')}
        minWidth={640}
        pager={{ pages, label: t('remoteSessions.history.pages') }}
      />
    </TitledSection>
  );
}
