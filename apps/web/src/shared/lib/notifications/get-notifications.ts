import { ProNotificationConnection } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { PRO_NOTIFICATIONS_QUERY_KEY } from '@/shared/lib/realtime/refreshed-queries';

/**
 * The bell's query key, under the root the realtime client refreshes when the company's
 * ProNotificationEvent or DeviceAlertChanged arrives.
 */
export function proNotificationsQueryKey(partnerAccountId: string) {
  return [...PRO_NOTIFICATIONS_QUERY_KEY, partnerAccountId] as const;
}

/** GET /api/v1/proAccounts/{partnerAccountId}/notifications: what the header's bell lists. */
function getProNotifications(partnerAccountId: string, signal?: AbortSignal) {
  return apiRequest(
    `/api/v1/proAccounts/${encodeURIComponent(partnerAccountId)}/notifications`,
    ProNotificationConnection,
    signal ? { signal } : {},
  );
}

function proNotificationsQueryOptions(partnerAccountId: string) {
  return queryOptions({
    queryKey: proNotificationsQueryKey(partnerAccountId),
    queryFn: ({ signal }) => getProNotifications(partnerAccountId, signal),
  });
}

export function useProNotifications(partnerAccountId: string | undefined) {
  return useQuery({
    ...proNotificationsQueryOptions(partnerAccountId ?? ''),
    enabled: partnerAccountId !== undefined,
  });
}
