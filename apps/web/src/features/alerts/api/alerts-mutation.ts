import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRO_NOTIFICATIONS_QUERY_KEY } from '@/shared/lib/realtime/refreshed-queries';
import { alertsQueryKey } from './query-keys';

/**
 * A change to the company's alerts; once done, every alert query of the company refetches, and
 * so does the bell, which lists alerts until they are dismissed.
 */
export function useAlertsMutation<Input, Output>(
  partnerAccountId: string,
  call: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: alertsQueryKey(partnerAccountId) }),
        queryClient.invalidateQueries({ queryKey: PRO_NOTIFICATIONS_QUERY_KEY }),
      ]),
  });
}
