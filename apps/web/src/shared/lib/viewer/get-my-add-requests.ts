import type { AddRequest } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, parserOnDemand } from '@/shared/lib/api-client';
import { MY_ADD_REQUESTS_QUERY_KEY } from './query-keys';

const addRequestsParser = parserOnDemand(
  async () => (await import('./schemas')).AddRequestConnection,
);

/** GET /api/v1/proUsers/my/addRequests: the viewer's own requests to join a company. */
export function getMyAddRequests(signal?: AbortSignal) {
  return apiRequest('/api/v1/proUsers/my/addRequests', addRequestsParser, {
    ...(signal ? { signal } : {}),
  });
}

export function myAddRequestsQueryOptions() {
  return queryOptions({
    queryKey: MY_ADD_REQUESTS_QUERY_KEY,
    queryFn: ({ signal }) => getMyAddRequests(signal),
  });
}

export function useMyAddRequests({ enabled }: { enabled: boolean }) {
  return useQuery({ ...myAddRequestsQueryOptions(), enabled });
}

/** The request that speaks for the viewer now: the newest one. */
export function newestAddRequest(requests: readonly AddRequest[]): AddRequest | undefined {
  let newest: AddRequest | undefined;
  for (const request of requests) {
    if (newest === undefined || Date.parse(request.createdAt) > Date.parse(newest.createdAt)) {
      newest = request;
    }
  }
  return newest;
}
