import { Button, Group, Text } from '@mantine/core';
import type { DeviceAlert } from '@portal/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/dates';
import { DismissAlertModal } from './DismissAlertModal';

interface DismissAlertButtonProps {
  partnerAccountId: string;
  alert: DeviceAlert;
  canDismiss: boolean;
}

/**
 * Dismiss, asked first; disabled, with the reason beside it, once the alert is dismissed or for a
 * role that may not dismiss alerts.
 */
export function DismissAlertButton({
  partnerAccountId,
  alert,
  canDismiss,
}: DismissAlertButtonProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [asking, setAsking] = useState(false);
  const reason =
    alert.status === 'Dismissed'
      ? t('alertsDashboard.detail.alreadyDismissed', {
          date: alert.dismissedAt ? formatDateTime(alert.dismissedAt) : '',
          name: alert.dismissedBy?.name ?? t('alertsDashboard.history.someone'),
        })
      : canDismiss
        ? null
        : t('alertsDashboard.detail.mayNotDismiss');

  return (
    <Group gap="sm">
      <Button
        color="red"
        variant="outline"
        disabled={reason !== null}
        aria-describedby={reason === null ? undefined : reasonId}
        onClick={() => setAsking(true)}
      >
        {t('alertsDashboard.detail.dismiss')}
      </Button>
      {reason !== null && (
        <Text size="sm" id={reasonId}>
          {reason}
        </Text>
      )}
      <DismissAlertModal
        partnerAccountId={partnerAccountId}
        alert={asking ? alert : null}
        onClose={() => setAsking(false)}
      />
    </Group>
  );
}
