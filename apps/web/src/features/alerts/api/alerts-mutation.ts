import { proNotificationsQueryKey } from '@/shared/lib/notifications/get-notifications';
import { useRefreshingMutation } from '@/shared/lib/refreshing-mutation';
import { alertsQueryKey } from './query-keys';

/**
 * A change to the company's alerts; once done, the company's alert lists and alerts' info
 * refetch, and so does its bell, which lists alerts until they are dismissed.
 */
export function useAlertsMutation<Input, Output>(
  partnerAccountId: string,
  call: (input: Input) => Promise<Output>,
) {
  return useRefreshingMutation(call, [
    alertsQueryKey(partnerAccountId),
    proNotificationsQueryKey(partnerAccountId),
  ]);
}
