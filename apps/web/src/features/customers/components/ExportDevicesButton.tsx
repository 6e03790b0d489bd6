import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useExportDevices } from '@/features/customers/api/export-devices';
import { toastError, toastSuccess } from '@/shared/lib/toasts';

/** "Export devices (CSV)": busy while the file downloads; a toast says how it ended. */
export function ExportDevicesButton({ partnerAccountId }: { partnerAccountId: string }) {
  const { t } = useTranslation();
  const exporting = useExportDevices(partnerAccountId);
  const start = () =>
    exporting.mutate(undefined, {
      onSuccess: () => toastSuccess(t('customers.export.done')),
      onError: () => toastError(t('customers.export.failed')),
    });
  return (
    <Button
      variant="default"
      loading={exporting.isPending}
      loaderProps={{ 'aria-label': t('customers.export.downloading') }}
      onClick={start}
    >
      {t('customers.export.button')}
    </Button>
  );
}
