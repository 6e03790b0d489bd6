import { Anchor, Text } from '@mantine/core';
import type { DeviceAlertInfo } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { thresholdText } from '@/features/alerts/alert-labels';
import { accountLookupPath } from '@/shared/config/paths';
import { durationLabel, readingValue } from '@/shared/lib/alert-labels';
import { formatDateTime } from '@/shared/lib/dates';
import { personName } from '@/shared/lib/person-name';
import { type Fact, FactList } from '@/shared/ui/FactList';
import { ConditionText } from './ConditionText';

/**
 * Who and what the alert is about (the customer linking to their account page on the device),
 * when it opened, last changed and cleared or was dismissed, and the company's setting for it.
 */
export function AlertFacts({ info }: { info: DeviceAlertInfo }) {
  const { t, i18n } = useTranslation();
  const { alert } = info;
  const none = t('alertsDashboard.none');
  const reading = (value: number | null) =>
    value === null ? none : readingValue(t, alert.telemetryType, value, i18n.language);
  const facts: Fact[] = [
    {
      label: t('alertsDashboard.columns.customer'),
      value: alert.customer ? (
        <Anchor component={Link} to={accountLookupPath(alert.customer.id, alert.device.id)}>
          {t('alertsDashboard.detail.openAccount', { name: personName(alert.customer) })}
        </Anchor>
      ) : (
        none
      ),
    },
    { label: t('alertsDashboard.columns.home'), value: alert.location?.locationName ?? none },
    {
      label: t('alertsDashboard.columns.device'),
      value: (
        <>
          {alert.device.name}
          <Text span size="sm" c="dimmed" display="block">
            {alert.device.macAddress}
          </Text>
        </>
      ),
    },
    { label: t('alertsDashboard.detail.opened'), value: formatDateTime(alert.openedAt) },
    { label: t('alertsDashboard.detail.updated'), value: formatDateTime(alert.updatedAt) },
    { label: t('alertsDashboard.columns.condition'), value: <ConditionText alert={alert} /> },
    {
      label: t('alertsDashboard.detail.threshold'),
      value: thresholdText(t, alert, i18n.language) ?? none,
    },
    {
      label: t('alertsDashboard.detail.observedTime'),
      value: info.observedTime === null ? none : durationLabel(t, info.observedTime),
    },
    { label: t('alertsDashboard.detail.value'), value: reading(alert.value) },
    { label: t('alertsDashboard.detail.lastValue'), value: reading(alert.lastValue) },
  ];
  return <FactList facts={facts} />;
}
