import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { DeviceAlertSummary } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { alertPagePath } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/dates';
import { SeverityBadge } from '@/shared/ui/SeverityBadge';

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
            <SeverityBadge severity={alert.severity} size="sm" />
            <Anchor component={Link} to={alertPagePath(alert.id)} size="sm">
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
