import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  submitting: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before something that cannot be taken back (remove a member, delete a customer, cancel a request). */
export function ConfirmModal({
  opened,
  title,
  body,
  confirmLabel,
  submitting,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text>{body}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={submitting} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={submitting} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
