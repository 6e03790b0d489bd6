import { AssociateConnection } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { type PageRequest, pageQuery } from '@/shared/lib/paging';
import { associatesPath, associatesQueryKey } from './query-keys';

/** GET associates: one page of the company's builders, by name. */
export function useAssociates(partnerAccountId: string, page: PageRequest) {
  return useQuery({
    queryKey: [...associatesQueryKey(partnerAccountId), page],
    queryFn: ({ signal }) =>
      apiRequest(`${associatesPath(partnerAccountId)}?${pageQuery(page)}`, AssociateConnection, {
        signal,
      }),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
