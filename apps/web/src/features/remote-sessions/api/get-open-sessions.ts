import { MAX_PAGE_SIZE, RemoteSessionConnection } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { accountPath, openSessionsQueryKey } from './query-keys';

/**
 * GET /api/v1/proAccounts/{id}/sessions: the caller's open sessions (requested or entered by
 * them), newest first. One page: a technician has a handful at most.
 */
export function getOpenSessions(partnerAccountId: string, signal?: AbortSignal) {
  return apiRequest(
    `${accountPath(partnerAccountId)}/sessions?first=${MAX_PAGE_SIZE}`,
    RemoteSessionConnection,
    { signal },
  );
}

export function openSessionsQueryOptions(partnerAccountId: string) {
  return queryOptions({
    queryKey: openSessionsQueryKey(partnerAccountId),
    queryFn: ({ signal }) => getOpenSessions(partnerAccountId, signal),
  });
}

/** The caller's open sessions; asked only for a member who may hold sessions. */
export function useOpenSessions(partnerAccountId: string | undefined, enabled: boolean) {
  return useQuery({
    ...openSessionsQueryOptions(partnerAccountId ?? ''),
    enabled: enabled && partnerAccountId !== undefined,
  });
}
