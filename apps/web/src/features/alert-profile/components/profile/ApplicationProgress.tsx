import { Alert, List, Progress, Stack, Text } from '@mantine/core';
import type { ServiceApplication } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The apply-to-existing run: a progress bar while it is queued or running (the profile query
 * polls meanwhile), then what it did, or that it failed.
 */
export function ApplicationProgress({ application }: { application: ServiceApplication }) {
  const { t } = useTranslation();
  const { status, locationsDone, locationsTotal } = application;

  if (status === 'FAILED') {
    return (
      <Alert color="red" variant="light" role="alert" title={t('alertProfile.run.failedTitle')}>
        {t('alertProfile.run.failed')}
      </Alert>
    );
  }
  if (status === 'QUEUED' || status === 'RUNNING') {
    const label = t('alertProfile.run.progress', { done: locationsDone, total: locationsTotal });
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
    <Alert color="green" variant="light" role="status" title={t('alertProfile.run.doneTitle')}>
      <Stack gap="xs">
        <Text size="sm">{t('alertProfile.run.asked', { count: application.requestedCount })}</Text>
        {skipped.length > 0 && (
          <List size="sm">
            {skipped.map(({ reason, count }) => (
              <List.Item key={reason}>
                {t(`alertProfile.run.skipped.${reason}`, { count })}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Alert>
  );
}
