import { ConsumerAccountConnection, MAX_PAGE_SIZE } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { pageQuery } from '@/shared/lib/paging';
import { HOME_APP_QUERY_KEY } from './query-keys';

/**
 * GET /api/v2/accounts: the homeowner's households with their homes. One page of the largest
 * size: a homeowner belongs to a handful of households, and the home page finds its home here.
 */
export function getHouseholds(signal?: AbortSignal) {
  return apiRequest(
    `/api/v2/accounts?${pageQuery({ after: undefined }, MAX_PAGE_SIZE)}`,
    ConsumerAccountConnection,
    signal ? { signal } : {},
  );
}

export function householdsQueryOptions() {
  return queryOptions({
    queryKey: [...HOME_APP_QUERY_KEY, 'households'],
    queryFn: ({ signal }) => getHouseholds(signal),
  });
}

export function useHouseholds() {
  return useQuery(householdsQueryOptions());
}
