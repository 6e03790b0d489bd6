import { CustomerConnection } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { pageQuery } from '@/shared/lib/paging';
import { accountPath, alertFiltersQueryKey } from './query-keys';

/**
 * GET .../customers?filterBy={search}&orderBy=name: the first page of the company's customers
 * whose name or email matches, for the dashboard's customer filter.
 */
export function useCustomerOptions(partnerAccountId: string, search: string) {
  return useQuery(
    queryOptions({
      queryKey: [...alertFiltersQueryKey(partnerAccountId), 'customerOptions', search],
      queryFn: ({ signal }) =>
        apiRequest(
          `${accountPath(partnerAccountId)}/customers?${pageQuery({ after: undefined, filterBy: search })}&orderBy=name`,
          CustomerConnection,
          { signal },
        ),
      // The options shown stay while the next search's arrive.
      placeholderData: keepPreviousData,
    }),
  );
}
