import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { DeviceAlertSeverity, DeviceAlertSummary } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/lib/dates';

// Light badges, as on the alert settings: the theme darkens each colour's text to AA on its tint.
const SEVERITY_COLOR: Record<(typeof DeviceAlertSeverity)[number], string> = {
  Urgent: 'red',
  Warning: 'orange',
  Notice: 'blue',
};

/** An alert's page on the alerts dashboard (spelled out: features do not import each other). */
export const alertPath = (alertId: string) =>
  `/mybusiness/alerts/dashboard/${encodeURIComponent(alertId)}`;

/**
 * The company's alerts on a device that no partner dismissed yet, each with its severity, a link
 * to its page on the alerts dashboard and since when; a cleared one says when it cleared.
 */
export function DeviceAlerts({ alerts }: { alerts: readonly DeviceAlertSummary[] }) {
  const { t } = useTranslation();
  if (alerts.length === 0) return <Text size="sm">{t('customers.readings.noAlerts')}</Text>;
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {alerts.map((alert) => (
        <li key={alert.id}>
          <Group gap={6} align="baseline">
            <Badge color={SEVERITY_COLOR[alert.severity]} variant="light" size="sm">
              {t(`alertSettings.severity.${alert.severity}`)}
            </Badge>
            <Anchor component={Link} to={alertPath(alert.id)} size="sm">
              {alert.title}
            </Anchor>
          </Group>
          <Text size="xs">
            {alert.clearedAt === null
              ? t('customers.readings.alertSince', { date: formatDateTime(alert.openedAt) })
              : t('customers.readings.alertCleared', {
                  since: formatDateTime(alert.openedAt),
                  cleared: formatDateTime(alert.clearedAt),
                })}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
