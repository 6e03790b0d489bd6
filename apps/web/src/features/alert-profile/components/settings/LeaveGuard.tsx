import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

interface LeaveGuardProps {
  dirty: boolean;
  saving: boolean;
  /** Saves the edits; answers whether they were saved. */
  onSave(): Promise<boolean>;
}

/**
 * Spec 000 §4: leaving with unsaved changes asks first. Any navigation inside the portal opens
 * a modal (Save then leave, Discard and leave, Stay); closing or reloading the tab gets the
 * browser's own question.
 */
export function LeaveGuard({ dirty, saving, onSave }: LeaveGuardProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const stay = () => blocker.reset?.();
  const saveAndLeave = async () => {
    if (await onSave()) blocker.proceed?.();
    else blocker.reset?.();
  };

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={stay}
      title={t('alertSettings.leave.title')}
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
    >
      <Stack gap="md">
        <Text>{t('alertSettings.leave.body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={stay} disabled={saving} data-autofocus>
            {t('alertSettings.leave.stay')}
          </Button>
          <Button
            variant="default"
            color="red"
            onClick={() => blocker.proceed?.()}
            disabled={saving}
          >
            {t('alertSettings.leave.discard')}
          </Button>
          <Button onClick={() => void saveAndLeave()} loading={saving}>
            {t('alertSettings.leave.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
