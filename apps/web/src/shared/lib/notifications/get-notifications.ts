import { ProNotificationConnection } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';

/**
 * The bell's query key. Starts with ['proNotifications'] on purpose: the realtime client
 * refreshes every query under it when the company's ProNotificationEvent arrives.
 */
export function proNotificationsQueryKey(partnerAccountId: string) {
  return ['proNotifications', partnerAccountId] as const;
}

/** GET /api/v1/proAccounts/{partnerAccountId}/notifications: what the header's bell lists. */
export function getProNotifications(partnerAccountId: string, signal?: AbortSignal) {
  return apiRequest(
    `/api/v1/proAccounts/${encodeURIComponent(partnerAccountId)}/notifications`,
    ProNotificationConnection,
    signal ? { signal } : {},
  );
}

export function proNotificationsQueryOptions(partnerAccountId: string) {
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
