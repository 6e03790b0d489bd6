import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  /** danger for what ends or resets something, primary for what begins something. */
  tone: 'danger' | 'primary';
  submitting: boolean;
  /** The way out without acting; "Cancel" unless told (a dialog about cancelling says "Go back"). */
  dismissLabel?: string;
  onConfirm(): void;
  onClose(): void;
}

/**
 * Asks before a session move or a device reset. Focus starts on Cancel (the safe choice) and
 * goes back to the button that opened the dialog when it closes.
 */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  tone,
  submitting,
  dismissLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} returnFocus>
      <Stack gap="md">
        <Text>{body}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={submitting} data-autofocus>
            {dismissLabel ?? t('common.cancel')}
          </Button>
          <Button
            color={tone === 'danger' ? 'red' : undefined}
            loading={submitting}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
