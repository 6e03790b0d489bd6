import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A screen's data did not load: says so, and offers to ask again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="sm" align="flex-start">
        {t('forms.loadError')}
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('forms.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
