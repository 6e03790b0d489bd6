import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { type DeviceAlertInfo, hasPermission } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { chartsOf } from '@/features/alerts/alert-rules';
import { useAlertInfo } from '@/features/alerts/api/get-alert-info';
import { ALERTS_DASHBOARD_PATH } from '@/shared/config/paths';
import { ApiError } from '@/shared/lib/api-client';
import type { ViewerFacts } from '@/shared/lib/viewer/viewer-facts';
import { DeviceReadingFacts } from '@/shared/ui/DeviceReadingFacts';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import { PageFrame } from '@/shared/ui/PageFrame';
import { PageLoader } from '@/shared/ui/PageLoader';
import { SeverityBadge } from '@/shared/ui/SeverityBadge';
import { TitledSection } from '@/shared/ui/TitledSection';
import { AlertCharts } from './AlertCharts';
import { AlertFacts } from './AlertFacts';
import { AlertHistory } from './AlertHistory';
import { DismissAlertButton } from './DismissAlertButton';
import { ReplacementSection } from './ReplacementSection';

interface AlertPageProps {
  partnerAccountId: string;
  roles: ViewerFacts['roles'];
}

/**
 * /mybusiness/alerts/dashboard/{alertId}: one alert, where the alert mail and the bell link. Not
 * found for an alert of another company or none; the realtime hub refreshes it as it changes.
 */
export function AlertPage({ partnerAccountId, roles }: AlertPageProps) {
  const { t, i18n } = useTranslation();
  const { alertId = '' } = useParams();
  const info = useAlertInfo(partnerAccountId, alertId, i18n.language);
  if (info.isPending) return <PageLoader />;
  if (info.isError) {
    if (info.error instanceof ApiError && [400, 404].includes(info.error.statusCode)) {
      return <NotFoundPage />;
    }
    return (
      <PageFrame title={t('alertsDashboard.detail.title')}>
        <LoadError onRetry={() => void info.refetch()} />
      </PageFrame>
    );
  }
  return (
    <AlertView
      partnerAccountId={partnerAccountId}
      info={info.data}
      canDismiss={hasPermission(roles, 'alerts:dismiss')}
    />
  );
}

interface AlertViewProps {
  partnerAccountId: string;
  info: DeviceAlertInfo;
  canDismiss: boolean;
}

/** The alert's page: what, who, when, what to do, the device now, its charts and history. */
export function AlertView({ partnerAccountId, info, canDismiss }: AlertViewProps) {
  const { t } = useTranslation();
  const { alert } = info;
  // Readings the homeowner does not share (null) have no charts either: those answer 403.
  const charts = info.readings && chartsOf(alert, info.readings);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={ALERTS_DASHBOARD_PATH} w="fit-content">
        {t('alertsDashboard.detail.back')}
      </Anchor>
      <PageFrame
        title={alert.title}
        actions={
          <Stack gap="sm">
            <Group gap="xs">
              <SeverityBadge severity={alert.severity} />
              <Badge color={alert.status === 'Active' ? 'teal' : 'gray'} variant="light">
                {t(`alertsDashboard.status.${alert.status}`)}
              </Badge>
            </Group>
            <DismissAlertButton
              partnerAccountId={partnerAccountId}
              alert={alert}
              canDismiss={canDismiss}
            />
          </Stack>
        }
      >
        <TitledSection title={t('alertsDashboard.detail.details')}>
          <Text>{info.description}</Text>
          <AlertFacts info={info} />
        </TitledSection>
        <TitledSection title={t('alertsDashboard.detail.recommendedAction')}>
          <Text>{info.recommendedAction}</Text>
        </TitledSection>
        <TitledSection title={t('alertsDashboard.device.title')}>
          <DeviceReadingFacts readings={info.readings} layout="columns" connection />
        </TitledSection>
        {charts?.replacement && (
          <ReplacementSection partnerAccountId={partnerAccountId} alertId={alert.id} />
        )}
        {charts && (
          <AlertCharts
            partnerAccountId={partnerAccountId}
            alertId={alert.id}
            deviceId={alert.device.id}
            charts={charts}
          />
        )}
        <TitledSection title={t('alertsDashboard.history.title')}>
          <AlertHistory alert={alert} history={info.history} />
        </TitledSection>
      </PageFrame>
    </Stack>
  );
}
