import { RemoteSessionConnection } from '@portal/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { pageQuery } from '@/shared/lib/paging';
import { deviceActivityKey, devicePath } from './query-keys';

/**
 * GET /api/v1/accounts/{id}/devices/{deviceId}/sessions: the device's sessions, open and past,
 * 15 a page, newest first.
 */
export function getDeviceSessions(
  consumerAccountId: string,
  deviceId: string,
  after: string | undefined,
  signal?: AbortSignal,
) {
  return apiRequest(
    `${devicePath(consumerAccountId, deviceId)}/sessions?${pageQuery({ after })}`,
    RemoteSessionConnection,
    signal ? { signal } : {},
  );
}

/** The pages loaded so far; "Load more" asks for the one after the last. */
export function deviceSessionsOptions(consumerAccountId: string, deviceId: string) {
  return infiniteQueryOptions({
    queryKey: [...deviceActivityKey(consumerAccountId, deviceId), 'sessions'],
    queryFn: ({ pageParam, signal }) =>
      getDeviceSessions(consumerAccountId, deviceId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) =>
      last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? undefined) : undefined,
  });
}

export function useDeviceSessions(consumerAccountId: string, deviceId: string) {
  return useInfiniteQuery(deviceSessionsOptions(consumerAccountId, deviceId));
}
