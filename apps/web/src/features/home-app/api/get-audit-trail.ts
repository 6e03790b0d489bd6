import { AuditEntryConnection } from '@portal/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { pageQuery } from '@/shared/lib/paging';
import { deviceActivityKey, devicePath } from './query-keys';

/** GET /api/v1/accounts/{id}/devices/{deviceId}/auditTrail: 15 lines a page, newest first. */
export function getAuditTrail(
  consumerAccountId: string,
  deviceId: string,
  after: string | undefined,
  signal?: AbortSignal,
) {
  return apiRequest(
    `${devicePath(consumerAccountId, deviceId)}/auditTrail?${pageQuery({ after })}`,
    AuditEntryConnection,
    signal ? { signal } : {},
  );
}

/** The pages loaded so far; "Load more" asks for the one after the last. */
export function auditTrailOptions(consumerAccountId: string, deviceId: string) {
  return infiniteQueryOptions({
    queryKey: [...deviceActivityKey(consumerAccountId, deviceId), 'auditTrail'],
    queryFn: ({ pageParam, signal }) =>
      getAuditTrail(consumerAccountId, deviceId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) =>
      last.pageInfo.hasNextPage ? (last.pageInfo.endCursor ?? undefined) : undefined,
  });
}

export function useAuditTrail(consumerAccountId: string, deviceId: string) {
  return useInfiniteQuery(auditTrailOptions(consumerAccountId, deviceId));
}
