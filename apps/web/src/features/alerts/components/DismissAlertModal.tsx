import type { DeviceAlert } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDismissAlert } from '@/features/alerts/api/dismiss-alert';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';

/** An alert as a row or a button names it: its title and its device. */
export const alertRowName = (t: TFunction, alert: DeviceAlert) =>
  t('alertsDashboard.rowName', { title: alert.title, device: alert.device.name });

interface DismissAlertModalProps {
  partnerAccountId: string;
  /** The alert asked about; null while nothing is. */
  alert: DeviceAlert | null;
  onClose(): void;
}

/**
 * Asks before one alert is dismissed, then dismisses it and says so; on a failure it says that
 * and stays open, to try again.
 */
export function DismissAlertModal({ partnerAccountId, alert, onClose }: DismissAlertModalProps) {
  const { t } = useTranslation();
  const dismiss = useDismissAlert(partnerAccountId);

  const confirm = async (asked: DeviceAlert) => {
    try {
      await dismiss.mutateAsync(asked.id);
    } catch {
      toastError(t('alertsDashboard.dismissFailed'));
      return;
    }
    toastSuccess(t('alertsDashboard.dismissedOne', { title: asked.title }));
    onClose();
  };

  return (
    <ConfirmModal
      opened={alert !== null}
      title={t('alertsDashboard.confirm.title', { count: 1 })}
      body={
        alert === null ? '' : t('alertsDashboard.confirm.bodyOne', { name: alertRowName(t, alert) })
      }
      confirmLabel={t('alertsDashboard.confirm.submit', { count: 1 })}
      submitting={dismiss.isPending}
      onConfirm={() => alert !== null && void confirm(alert)}
      onClose={onClose}
    />
  );
}
