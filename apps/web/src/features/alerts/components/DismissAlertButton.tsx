import { Button, Group, Text } from '@mantine/core';
import type { DeviceAlert } from '@portal/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismissAlert } from '@/features/alerts/api/dismiss-alert';
import { formatDateTime } from '@/shared/lib/dates';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';

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
  const dismiss = useDismissAlert(partnerAccountId);
  const reason =
    alert.status === 'Dismissed'
      ? t('alertsDashboard.detail.alreadyDismissed', {
          date: alert.dismissedAt ? formatDateTime(alert.dismissedAt) : '',
          name: alert.dismissedBy?.name ?? t('alertsDashboard.history.someone'),
        })
      : canDismiss
        ? null
        : t('alertsDashboard.detail.mayNotDismiss');

  const confirm = async () => {
    try {
      await dismiss.mutateAsync(alert.id);
    } catch {
      toastError(t('alertsDashboard.dismissFailed'));
      return;
    }
    toastSuccess(t('alertsDashboard.dismissedOne', { title: alert.title }));
    setAsking(false);
  };

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
      <ConfirmModal
        opened={asking}
        title={t('alertsDashboard.confirm.title', { count: 1 })}
        body={t('alertsDashboard.confirm.bodyOne', {
          name: t('alertsDashboard.rowName', { title: alert.title, device: alert.device.name }),
        })}
        confirmLabel={t('alertsDashboard.confirm.submit', { count: 1 })}
        submitting={dismiss.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </Group>
  );
}
