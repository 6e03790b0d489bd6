import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type DecisionAction = 'approve' | 'reject' | 'archive';

interface DecisionModalProps {
  action: DecisionAction | null;
  company: string;
  submitting: boolean;
  onConfirm(note: string | undefined): void;
  onClose(): void;
}

/** Asks the administrator to confirm a decision; a rejection may carry a note to the owner. */
export function DecisionModal({
  action,
  company,
  submitting,
  onConfirm,
  onClose,
}: DecisionModalProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const close = () => {
    setNote('');
    onClose();
  };
  return (
    <Modal
      opened={action !== null}
      onClose={close}
      title={action === null ? '' : t(`admin.confirm.${action}.title`, { company })}
    >
      {action !== null && (
        <Stack gap="md">
          <Text>{t(`admin.confirm.${action}.body`)}</Text>
          {action === 'reject' && (
            <Textarea
              label={t('admin.confirm.note')}
              description={t('admin.confirm.noteHint')}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={1000}
              autosize
              minRows={3}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={submitting}>
              {t('admin.actions.cancel')}
            </Button>
            <Button
              color={action === 'approve' ? 'green' : 'red'}
              loading={submitting}
              onClick={() => onConfirm(note.trim() === '' ? undefined : note.trim())}
            >
              {t(`admin.actions.${action}`)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
