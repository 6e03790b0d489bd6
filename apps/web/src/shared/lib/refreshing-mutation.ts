import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

interface RefreshOptions {
  /**
   * Refresh after a refusal too: where a refusal (a 409) means someone else changed the data
   * first, and the screen should show what they did.
   */
  afterFailure?: boolean;
}

/**
 * A call that changes server data; once it succeeded, every query under `staleKeys` refetches,
 * and the mutation settles when they have been told to. Each feature names the queries its
 * changes make stale (customers-mutation.ts, alerts-mutation.ts, ...).
 */
export function useRefreshingMutation<Input, Output>(
  call: (input: Input) => Promise<Output>,
  staleKeys: readonly QueryKey[],
  { afterFailure = false }: RefreshOptions = {},
) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(staleKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: call,
    ...(afterFailure ? { onSettled: refresh } : { onSuccess: refresh }),
  });
}
