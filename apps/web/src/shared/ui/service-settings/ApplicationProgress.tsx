import { Alert, List, Progress, Stack, Text } from '@mantine/core';
import type { ServiceApplication } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

type SkipReason = ServiceApplication['skipped'][number]['reason'];

interface ApplicationProgressProps {
  application: ServiceApplication;
  /** How many homes were asked, in the service's words. */
  askedText(count: number): string;
  /** How many homes were skipped and why, in the service's words. */
  skippedText(reason: SkipReason, count: number): string;
}

/**
 * The apply-to-existing run: a progress bar while it is queued or running (the profile query
 * polls meanwhile, see application-poll.ts), then what it did, or that it failed.
 */
export function ApplicationProgress({
  application,
  askedText,
  skippedText,
}: ApplicationProgressProps) {
  const { t } = useTranslation();
  const { status, locationsDone, locationsTotal } = application;

  if (status === 'FAILED') {
    return (
      <Alert color="red" variant="light" role="alert" title={t('serviceSettings.run.failedTitle')}>
        {t('serviceSettings.run.failed')}
      </Alert>
    );
  }
  if (status === 'QUEUED' || status === 'RUNNING') {
    const label = t('serviceSettings.run.progress', {
      done: locationsDone,
      total: locationsTotal,
    });
    const percent = locationsTotal === 0 ? 0 : Math.round((locationsDone / locationsTotal) * 100);
    return (
      <Stack gap={4}>
        <Text size="sm" aria-hidden>
          {label}
        </Text>
        <Progress value={percent} aria-label={label} />
      </Stack>
    );
  }
  const skipped = application.skipped.filter(({ count }) => count > 0);
  return (
    <Alert color="green" variant="light" role="status" title={t('serviceSettings.run.doneTitle')}>
      <Stack gap="xs">
        <Text size="sm">{askedText(application.requestedCount)}</Text>
        {skipped.length > 0 && (
          <List size="sm">
            {skipped.map(({ reason, count }) => (
              <List.Item key={reason}>{skippedText(reason, count)}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Alert>
  );
}
