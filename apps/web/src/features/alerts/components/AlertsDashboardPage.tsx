import { Button, Text } from '@mantine/core';
import { hasPermission } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  alertFilterOf,
  type DashboardFilters,
  filterParams,
  filtersOf,
  isNarrowed,
} from '@/features/alerts/alert-rules';
import { useAlerts } from '@/features/alerts/api/get-alerts';
import { ALERT_SETTINGS_PATH } from '@/shared/config/paths';
import { useFeatureFlags } from '@/shared/lib/feature-flags/use-feature-flags';
import { useCursorPages } from '@/shared/lib/paging';
import { personName } from '@/shared/lib/person-name';
import type { ViewerFacts } from '@/shared/lib/viewer/viewer-facts';
import { PageFrame } from '@/shared/ui/PageFrame';
import { AlertFilterBar } from './AlertFilterBar';
import { AlertsTable } from './AlertsTable';

interface AlertsDashboardPageProps {
  partnerAccountId: string;
  roles: ViewerFacts['roles'];
}

/**
 * /mybusiness/alerts/dashboard: the contractor's work queue, the company's alerts across all its
 * customers, newest first, 15 a page, filtered by severity, alert type, status and customer. The
 * realtime hub refreshes it when an alert opens, escalates, clears or is dismissed.
 */
export function AlertsDashboardPage({ partnerAccountId, roles }: AlertsDashboardPageProps) {
  const { t, i18n } = useTranslation();
  const { flags } = useFeatureFlags();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const pages = useCursorPages();
  const alerts = useAlerts(partnerAccountId, {
    after: pages.after,
    filter: alertFilterOf(filters),
    orderBy: filters.orderBy,
    language: i18n.language,
  });

  const change = (next: DashboardFilters) => {
    pages.reset();
    setParams(filterParams(next), { replace: true });
  };
  const filteredCustomer = alerts.data?.nodes.find(
    (alert) => alert.customer?.id === filters.customerId,
  )?.customer;
  const canSeeSettings =
    flags.CUSTOMIZE_ALERT_SETTINGS && hasPermission(roles, 'alertSettings:manage');
  const emptyText = isNarrowed(filters)
    ? t('alertsDashboard.noMatch')
    : filters.status === 'Active'
      ? t('alertsDashboard.emptyActive')
      : t('alertsDashboard.emptyDismissed');

  return (
    <PageFrame
      title={t('routes.alertsDashboard')}
      actions={
        canSeeSettings && (
          <Button component={Link} to={ALERT_SETTINGS_PATH} variant="default" w="fit-content">
            {t('alertsDashboard.settingsLink')}
          </Button>
        )
      }
    >
      <Text>{t('alertsDashboard.intro')}</Text>
      <AlertFilterBar
        partnerAccountId={partnerAccountId}
        filters={filters}
        onChange={change}
        customerName={filteredCustomer ? personName(filteredCustomer) : undefined}
      />
      <AlertsTable
        partnerAccountId={partnerAccountId}
        query={alerts}
        pages={pages}
        canDismiss={hasPermission(roles, 'alerts:dismiss')}
        empty={emptyText}
      />
    </PageFrame>
  );
}
