import { Button, Group, MultiSelect, NativeSelect, SimpleGrid } from '@mantine/core';
import { DeviceAlertOrderBy, DeviceAlertStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import {
  type AlertStatus,
  type DashboardFilters,
  isNarrowed,
  SEVERITIES,
} from '@/features/alerts/alert-rules';
import { useAlertTypes } from '@/features/alerts/api/get-alert-types';
import type { AlertOrder } from '@/features/alerts/api/get-alerts';
import { alertTitle } from '@/shared/lib/alert-labels';
import { CustomerSelect } from './CustomerSelect';

interface AlertFilterBarProps {
  partnerAccountId: string;
  filters: DashboardFilters;
  onChange(filters: DashboardFilters): void;
  /** The filtered customer's name where the alerts listed tell it. */
  customerName: string | undefined;
}

/**
 * The work queue's filters: severity, alert type, status, customer and order. The browser's own
 * selects for the short fixed lists; Mantine's where several are chosen or the server searches.
 */
export function AlertFilterBar({
  partnerAccountId,
  filters,
  onChange,
  customerName,
}: AlertFilterBarProps) {
  const { t } = useTranslation();
  const types = useAlertTypes(partnerAccountId);
  const change = (next: Partial<DashboardFilters>) => onChange({ ...filters, ...next });
  return (
    <Group align="flex-end" gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" style={{ flex: 1 }}>
        <MultiSelect
          label={t('alertsDashboard.filters.severity')}
          placeholder={
            filters.severity.length === 0 ? t('alertsDashboard.filters.severityAll') : undefined
          }
          data={SEVERITIES.map((severity) => ({
            value: severity,
            label: t(`alertSettings.severity.${severity}`),
          }))}
          value={filters.severity}
          onChange={(values) =>
            change({ severity: SEVERITIES.filter((severity) => values.includes(severity)) })
          }
          clearable
          clearButtonProps={{ 'aria-label': t('alertsDashboard.filters.clearSeverity') }}
        />
        <MultiSelect
          label={t('alertsDashboard.filters.type')}
          placeholder={
            filters.alertName.length === 0 ? t('alertsDashboard.filters.typeAll') : undefined
          }
          data={(types.data ?? []).map((type) => ({
            value: type.alertName,
            label: alertTitle(t, type),
          }))}
          value={filters.alertName}
          onChange={(alertName) => change({ alertName })}
          error={types.isError ? t('alertsDashboard.filters.typesError') : undefined}
          disabled={!types.isSuccess}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('alertsDashboard.filters.clearType') }}
        />
        <NativeSelect
          label={t('alertsDashboard.filters.status')}
          data={DeviceAlertStatus.map((status) => ({
            value: status,
            label: t(`alertsDashboard.status.${status}`),
          }))}
          value={filters.status}
          onChange={(event) => change({ status: event.currentTarget.value as AlertStatus })}
        />
        <CustomerSelect
          partnerAccountId={partnerAccountId}
          value={filters.customerId}
          knownName={customerName}
          onChange={(customerId) => change({ customerId })}
        />
        <NativeSelect
          label={t('alertsDashboard.filters.order')}
          data={DeviceAlertOrderBy.map((order) => ({
            value: order,
            label: t(`alertsDashboard.order.${order}`),
          }))}
          value={filters.orderBy}
          onChange={(event) => change({ orderBy: event.currentTarget.value as AlertOrder })}
        />
      </SimpleGrid>
      {isNarrowed(filters) && (
        <Button
          variant="default"
          onClick={() => change({ severity: [], alertName: [], customerId: null })}
        >
          {t('alertsDashboard.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
