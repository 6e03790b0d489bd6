import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  /** danger (the default) for what removes, ends or resets something; primary for what begins something. */
  tone?: 'danger' | 'primary';
  /** The way out without acting: "Cancel" unless told (a question about cancelling says "Go back"). */
  dismissLabel?: string;
  submitting: boolean;
  /**
   * Whether Mantine gives focus back to the opener when the modal closes (it does unless told).
   * Off where the opener may be gone by then and the caller places focus itself.
   */
  returnFocus?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/**
 * Asks before something that cannot be taken back (remove a member, delete a customer, cancel a
 * request, end a remote session). Focus starts on the way out, the safe choice.
 */
export function ConfirmModal({
  opened,
  title,
  body,
  confirmLabel,
  tone = 'danger',
  dismissLabel,
  submitting,
  returnFocus = true,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} returnFocus={returnFocus}>
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
