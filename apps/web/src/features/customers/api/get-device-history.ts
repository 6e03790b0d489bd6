import { DeviceHistoryConnection } from '@portal/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { pageQuery } from '@/shared/lib/paging';
import { accountPath, customersQueryKey } from './query-keys';

/** GET .../devices/{deviceId}/history: one page of 15 events, newest first. */
export function getDeviceHistory(
  partnerAccountId: string,
  deviceId: string,
  after: string | undefined,
  signal?: AbortSignal,
) {
  return apiRequest(
    `${accountPath(partnerAccountId)}/devices/${encodeURIComponent(deviceId)}/history?${pageQuery({ after })}`,
    DeviceHistoryConnection,
    signal ? { signal } : {},
  );
}

/** The pages loaded so far; "Load more" asks for the one after the last. */
export function deviceHistoryOptions(partnerAccountId: string, deviceId: string) {
  return infiniteQueryOptions({
    queryKey: [...customersQueryKey(partnerAccountId), 'history', deviceId],
    queryFn: ({ pageParam, signal }) =>
      getDeviceHistory(partnerAccountId, deviceId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) =>
      last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? undefined) : undefined,
  });
}

export function useDeviceHistory(partnerAccountId: string, deviceId: string) {
  return useInfiniteQuery(deviceHistoryOptions(partnerAccountId, deviceId));
}
