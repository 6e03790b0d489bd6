import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { deviceProblemKey } from '@/features/remote-sessions/problems';
import { InlineLoader } from '@/shared/ui/InlineLoader';
import { ProblemAlert } from './ProblemAlert';

/** What a read of the device gives these components: a TanStack query's result, in part. */
export interface DeviceQuery<Answer> {
  data: Answer | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A read of the device in each of its states: loading, failed (why, with Try again), or what the
 * device answered. An answer that came before stays on screen when a newer read fails, with why
 * above it.
 */
export function DeviceRead<Answer>({
  query,
  children,
}: {
  query: DeviceQuery<Answer>;
  children: (answer: Answer) => ReactNode;
}) {
  const problem = query.isError ? (
    <ProblemAlert problem={deviceProblemKey(query.error)} onRetry={() => void query.refetch()} />
  ) : null;
  if (query.data === undefined) return query.isPending ? <InlineLoader /> : problem;
  return (
    <Stack gap="sm">
      {problem}
      {children(query.data)}
    </Stack>
  );
}
