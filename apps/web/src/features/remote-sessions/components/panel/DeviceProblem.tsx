import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deviceProblemKey } from '@/features/remote-sessions/problems';

/**
 * A call to the device that failed, in words: a device that did not answer (503) says so
 * plainly. Offers to ask again where that may help.
 */
export function DeviceProblem({ failure, onRetry }: { failure: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="xs" align="flex-start">
        {t(deviceProblemKey(failure))}
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('forms.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
