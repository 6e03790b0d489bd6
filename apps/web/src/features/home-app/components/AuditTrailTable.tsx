import { Button, Stack, Text } from '@mantine/core';
import type { AuditEntry } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { auditEventInWords } from '@/shared/lib/audit-words';
import { formatDateTime } from '@/shared/lib/dates';
import { AuditChanges } from '@/shared/ui/AuditChanges';
import { DataTable } from '@/shared/ui/DataTable';

interface AuditTrailTableProps {
  deviceName: string;
  entries: readonly AuditEntry[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
}

/**
 * A device's audit trail as loaded so far, newest first: when, who (and for whom: the partner
 * company or the household), what, and what it changed; "Load more" while older lines remain.
 */
export function AuditTrailTable({
  deviceName,
  entries,
  hasMore,
  loadingMore,
  onLoadMore,
}: AuditTrailTableProps) {
  const { t } = useTranslation();
  if (entries.length === 0) {
    return <Text role="status">{t('homeApp.sessions.audit.empty')}</Text>;
  }
  const who = (entry: AuditEntry) => {
    if (entry.actor !== null && entry.actorCompany !== null) {
      return t('homeApp.sessions.audit.actorOf', {
        actor: entry.actor,
        company: entry.actorCompany,
      });
    }
    return entry.actor ?? entry.actorCompany ?? '—';
  };
  return (
    <Stack gap="sm" align="stretch">
      <DataTable
        rows={entries}
        caption={t('homeApp.sessions.audit.caption', { device: deviceName })}
        minWidth={640}
        busy={loadingMore}
        columns={[
          { header: t('homeApp.sessions.audit.when'), cell: (entry) => formatDateTime(entry.at) },
          { header: t('homeApp.sessions.audit.who'), cell: who },
          {
            header: t('homeApp.sessions.audit.what'),
            cell: (entry) => (
              <>
                {auditEventInWords(t, entry.event) ?? entry.event}
                {entry.detail !== null && (
                  <Text size="sm" c="dimmed">
                    {entry.detail}
                  </Text>
                )}
              </>
            ),
          },
          {
            header: t('homeApp.sessions.audit.changes'),
            cell: (entry) => <AuditChanges event={entry.event} changes={entry.changes} />,
          },
        ]}
      />
      {hasMore && (
        <Button variant="default" loading={loadingMore} onClick={onLoadMore}>
          {t('homeApp.sessions.audit.more')}
        </Button>
      )}
    </Stack>
  );
}
