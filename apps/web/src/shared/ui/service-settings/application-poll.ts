import type { ServiceApplication } from '@portal/contracts';

/** How often the apply-to-existing run's progress is asked for while it runs. */
export const APPLICATION_POLL_MS = 2000;

/**
 * A profile query's refetch interval: every APPLICATION_POLL_MS while its apply-to-existing run
 * is queued or running, so the progress bar moves; else never.
 */
export function applicationPollInterval(
  application: ServiceApplication | null | undefined,
): number | false {
  const running = application?.status === 'QUEUED' || application?.status === 'RUNNING';
  return running ? APPLICATION_POLL_MS : false;
}
