import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetDevice } from '@/features/remote-sessions/api/reset-device';
import { deviceProblemKey } from '@/features/remote-sessions/problems';
import { toastError, toastSuccess } from '@/shared/lib/toasts';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { TitledSection } from '@/shared/ui/TitledSection';
import { Sending } from './Sending';

/** Resets the device to its factory settings, after a confirmation. */
export function ResetSection({ deviceId, deviceName }: { deviceId: string; deviceName: string }) {
  const { t } = useTranslation();
  const reset = useResetDevice(deviceId);
  const [confirming, setConfirming] = useState(false);

  const run = async () => {
    try {
      await reset.mutateAsync();
    } catch (failure) {
      setConfirming(false);
      toastError(t(deviceProblemKey(failure)));
      return;
    }
    setConfirming(false);
    toastSuccess(t('remoteSessions.reset.done', { device: deviceName }));
  };

  return (
    <TitledSection level={3} title={t('remoteSessions.reset.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('remoteSessions.reset.explanation')}</Text>
        <Group>
          <Button
            color="red"
            variant="outline"
            loading={reset.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('remoteSessions.reset.button')}
          </Button>
          <Sending pending={reset.isPending} />
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('remoteSessions.reset.confirmTitle', { device: deviceName })}
        body={t('remoteSessions.reset.confirmBody')}
        confirmLabel={t('remoteSessions.reset.button')}
        submitting={reset.isPending}
        onConfirm={() => void run()}
        onClose={() => setConfirming(false)}
      />
    </TitledSection>
  );
}
