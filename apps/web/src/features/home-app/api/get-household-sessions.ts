import { MAX_PAGE_SIZE, RemoteSessionConnection } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { pageQuery } from '@/shared/lib/paging';
import { householdPath, householdSessionsKey } from './query-keys';

/**
 * GET /api/v1/accounts/{id}/sessions: the household's open remote sessions on all its devices,
 * newest first. One page of the largest size: a device has at most one open session.
 */
export function getHouseholdSessions(consumerAccountId: string, signal?: AbortSignal) {
  return apiRequest(
    `${householdPath(consumerAccountId)}/sessions?${pageQuery({ after: undefined }, MAX_PAGE_SIZE)}`,
    RemoteSessionConnection,
    signal ? { signal } : {},
  );
}

export function householdSessionsOptions(consumerAccountId: string) {
  return queryOptions({
    queryKey: householdSessionsKey(consumerAccountId),
    queryFn: ({ signal }) => getHouseholdSessions(consumerAccountId, signal),
  });
}

export function useHouseholdSessions(consumerAccountId: string) {
  return useQuery(householdSessionsOptions(consumerAccountId));
}
