import type { DeviceAlert } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/dates';

/**
 * Where an alert stands: dismissed (when, by whom), cleared (readings back to normal, still in the
 * queue until dismissed), or ongoing.
 */
export function ConditionText({
  alert,
}: {
  alert: Pick<DeviceAlert, 'status' | 'clearedAt' | 'dismissedAt' | 'dismissedBy'>;
}) {
  const { t } = useTranslation();
  if (alert.status === 'Dismissed' && alert.dismissedAt !== null) {
    return alert.dismissedBy
      ? t('alertsDashboard.condition.dismissedBy', {
          date: formatDateTime(alert.dismissedAt),
          name: alert.dismissedBy.name,
        })
      : t('alertsDashboard.condition.dismissed', { date: formatDateTime(alert.dismissedAt) });
  }
  if (alert.clearedAt !== null) {
    return t('alertsDashboard.condition.cleared', { date: formatDateTime(alert.clearedAt) });
  }
  return t('alertsDashboard.condition.ongoing');
}
