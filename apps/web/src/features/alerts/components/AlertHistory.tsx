import { Stack, Text } from '@mantine/core';
import type { DeviceAlert, DeviceAlertEvent } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { readingValue } from '@/shared/lib/alert-labels';
import { formatDateTime } from '@/shared/lib/dates';

/** What happened, in words: the event, with its reading, severity or who did it. */
function eventText(
  t: TFunction,
  event: DeviceAlertEvent,
  alert: Pick<DeviceAlert, 'telemetryType'>,
  language: string,
): string {
  const value =
    event.value === null ? null : readingValue(t, alert.telemetryType, event.value, language);
  const actor = event.actor ?? t('alertsDashboard.history.someone');
  switch (event.type) {
    case 'Opened':
      return value === null
        ? t('alertsDashboard.history.opened')
        : t('alertsDashboard.history.openedAt', { value });
    case 'Escalated':
      return t('alertsDashboard.history.escalated', {
        severity: event.severity ? t(`alertSettings.severity.${event.severity}`) : '',
      });
    case 'Cleared':
      return t('alertsDashboard.history.cleared');
    case 'Dismissed':
      return t('alertsDashboard.history.dismissed', { name: actor });
    case 'Snoozed':
      return t('alertsDashboard.history.snoozed', { name: actor });
    case 'Mailed':
      return t('alertsDashboard.history.mailed');
  }
}

/** The alert's history, oldest first, each event with its time. */
export function AlertHistory({
  alert,
  history,
}: {
  alert: Pick<DeviceAlert, 'telemetryType'>;
  history: readonly DeviceAlertEvent[];
}) {
  const { t, i18n } = useTranslation();
  if (history.length === 0) return <Text size="sm">{t('alertsDashboard.history.empty')}</Text>;
  return (
    <Stack component="ol" gap="sm" m={0} pl="lg">
      {history.map((event) => (
        <li key={event.id}>
          <Text size="sm" fw={600}>
            {eventText(t, event, alert, i18n.language)}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(event.at)}
          </Text>
          {event.detail && <Text size="sm">{event.detail}</Text>}
        </li>
      ))}
    </Stack>
  );
}
