import { Alert, Button, Stack } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

interface ProblemAlertProps {
  /** Why the last call failed (problems.ts), or nothing while there is no problem. */
  problem: ParseKeys<'common'> | undefined;
  /** Offered where asking again may help: a read the device did not answer. */
  onRetry?: () => void;
  /** For a control the problem describes (aria-describedby). */
  id?: string;
}

/** A failed call to the device or a refused session move, in words. */
export function ProblemAlert({ problem, onRetry, id }: ProblemAlertProps) {
  const { t } = useTranslation();
  if (problem === undefined) return null;
  return (
    <Alert color="red" variant="light" role="alert" id={id}>
      <Stack gap="xs" align="flex-start">
        {t(problem)}
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('forms.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
