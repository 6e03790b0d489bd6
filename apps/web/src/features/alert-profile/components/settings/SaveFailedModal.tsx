import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface SaveFailedModalProps {
  opened: boolean;
  /** The company's first admin address, the support contact; undefined while unknown. */
  email: string | undefined;
  retrying: boolean;
  onDiscard(): void;
  onRetry(): void;
  onClose(): void;
}

/** Spec 000 §8: saving failed. Discard changes resets to the server's data; Try again resubmits. */
export function SaveFailedModal({
  opened,
  email,
  retrying,
  onDiscard,
  onRetry,
  onClose,
}: SaveFailedModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('alertSettings.saveFailed.title')}>
      <Stack gap="md">
        <Text>
          {email === undefined
            ? t('alertSettings.saveFailed.bodyNoEmail')
            : t('alertSettings.saveFailed.body', { email })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDiscard} disabled={retrying}>
            {t('alertSettings.saveFailed.discard')}
          </Button>
          <Button onClick={onRetry} loading={retrying} data-autofocus>
            {t('alertSettings.saveFailed.retry')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
