import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Says, politely, that a change is on its way to the device; empty otherwise. */
export function Sending({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" role="status" aria-live="polite">
      {pending ? t('remoteSessions.controls.sending') : ''}
    </Text>
  );
}
