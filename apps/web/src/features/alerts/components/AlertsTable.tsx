import { Button, Checkbox, Group, Text } from '@mantine/core';
import type { DeviceAlert } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDismissAlerts } from '@/features/alerts/api/dismiss-alerts';
import { alertPagePath } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/dates';
import type { CursorPages } from '@/shared/lib/paging';
import { personName } from '@/shared/lib/person-name';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { type ConnectionQuery, PagedTable, type TableColumn } from '@/shared/ui/PagedTable';
import { SeverityBadge } from '@/shared/ui/SeverityBadge';
import { ConditionText } from './ConditionText';
import { alertRowName, DismissAlertModal } from './DismissAlertModal';

interface AlertsTableProps {
  partnerAccountId: string;
  query: ConnectionQuery<DeviceAlert>;
  pages: CursorPages;
  /** The viewer may dismiss alerts (alerts:dismiss). */
  canDismiss: boolean;
  /** Said when the page has no rows. */
  empty: string;
}

/**
 * The work queue's page of alerts: severity, alert, customer, home, device, since when and whether
 * it cleared; for those who may, a Dismiss button on each active row and a selection to dismiss
 * several at once, each asked first.
 */
export function AlertsTable({
  partnerAccountId,
  query,
  pages,
  canDismiss,
  empty,
}: AlertsTableProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string[]>([]);
  const [askingOne, setAskingOne] = useState<DeviceAlert | null>(null);
  const [askingMany, setAskingMany] = useState<string[] | null>(null);
  const dismissMany = useDismissAlerts(partnerAccountId);
  const nodes = query.data?.nodes ?? [];
  const active = nodes.filter((alert) => alert.status === 'Active');
  const selectable = canDismiss && active.length > 0;
  // A live refresh may take a selected alert away: only the ones still shown count, in their order.
  const chosen = active.filter((alert) => selected.includes(alert.id)).map((alert) => alert.id);

  const toggle = (id: string, on: boolean) =>
    setSelected(on ? [...chosen, id] : chosen.filter((other) => other !== id));

  const confirmMany = async (ids: string[]) => {
    try {
      await dismissMany.mutateAsync(ids);
    } catch {
      toastError(t('alertsDashboard.dismissFailed'));
      return;
    }
    toastSuccess(t('alertsDashboard.dismissedMany', { count: ids.length }));
    setSelected([]);
    setAskingMany(null);
  };

  const columns: TableColumn<DeviceAlert>[] = [
    ...(selectable
      ? [
          {
            header: t('alertsDashboard.columns.select'),
            cell: (alert: DeviceAlert) =>
              alert.status === 'Active' && (
                <Checkbox
                  aria-label={t('alertsDashboard.selectRow', { name: alertRowName(t, alert) })}
                  checked={chosen.includes(alert.id)}
                  onChange={(event) => toggle(alert.id, event.currentTarget.checked)}
                />
              ),
          },
        ]
      : []),
    {
      header: t('alertsDashboard.columns.severity'),
      cell: (alert) => <SeverityBadge severity={alert.severity} />,
    },
    {
      header: t('alertsDashboard.columns.alert'),
      cell: (alert) => <Link to={alertPagePath(alert.id)}>{alert.title}</Link>,
    },
    {
      header: t('alertsDashboard.columns.customer'),
      cell: (alert) => (alert.customer ? personName(alert.customer) : t('alertsDashboard.none')),
    },
    {
      header: t('alertsDashboard.columns.home'),
      cell: (alert) => alert.location?.locationName ?? t('alertsDashboard.none'),
    },
    { header: t('alertsDashboard.columns.device'), cell: (alert) => alert.device.name },
    {
      header: t('alertsDashboard.columns.since'),
      cell: (alert) => (
        <Text span inherit style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(alert.openedAt)}
        </Text>
      ),
    },
    {
      header: t('alertsDashboard.columns.condition'),
      cell: (alert) => <ConditionText alert={alert} />,
    },
    ...(selectable
      ? [
          {
            header: t('alertsDashboard.columns.actions'),
            cell: (alert: DeviceAlert) =>
              alert.status === 'Active' && (
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('alertsDashboard.dismissRow', { name: alertRowName(t, alert) })}
                  onClick={() => setAskingOne(alert)}
                >
                  {t('alertsDashboard.dismiss')}
                </Button>
              ),
          },
        ]
      : []),
  ];

  const allChosen = chosen.length === active.length;
  const selection = selectable && (
    <Group gap="md">
      <Checkbox
        label={t('alertsDashboard.selectPage')}
        checked={chosen.length > 0 && allChosen}
        indeterminate={chosen.length > 0 && !allChosen}
        onChange={(event) =>
          setSelected(event.currentTarget.checked ? active.map((alert) => alert.id) : [])
        }
      />
      <Button
        variant="default"
        disabled={chosen.length === 0}
        onClick={() => setAskingMany(chosen)}
      >
        {t('alertsDashboard.dismissSelected', { count: chosen.length })}
      </Button>
    </Group>
  );

  const count = askingMany?.length ?? 0;
  return (
    <>
      <PagedTable
        query={query}
        columns={columns}
        caption={(total, moreThan) =>
          t(moreThan ? 'alertsDashboard.captionMoreThan' : 'alertsDashboard.caption', {
            count: total,
          })
        }
        summary={selection}
        empty={empty}
        minWidth={1000}
        pager={{ pages, label: t('alertsDashboard.pages') }}
      />
      <DismissAlertModal
        partnerAccountId={partnerAccountId}
        alert={askingOne}
        onClose={() => setAskingOne(null)}
      />
      <ConfirmModal
        opened={askingMany !== null}
        title={t('alertsDashboard.confirm.title', { count })}
        body={t('alertsDashboard.confirm.bodyMany', { count })}
        confirmLabel={t('alertsDashboard.confirm.submit', { count })}
        submitting={dismissMany.isPending}
        onConfirm={() => askingMany !== null && void confirmMany(askingMany)}
        onClose={() => setAskingMany(null)}
      />
    </>
  );
}
