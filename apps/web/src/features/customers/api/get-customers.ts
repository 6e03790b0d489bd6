import { CustomerConnection, type CustomerListQuery } from '@portal/contracts';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/shared/lib/api-client';
import { type PageRequest, pageQuery } from '@/shared/lib/paging';
import { viewerQueryOptions } from '@/shared/lib/viewer/get-viewer';
import { viewerFacts } from '@/shared/lib/viewer/viewer-facts';
import { accountPath, customersQueryKey } from './query-keys';

export type CustomerOrder = z.infer<typeof CustomerListQuery>['orderBy'];

/** GET /api/v1/proAccounts/{id}/customers: one page of 15, searched and sorted. */
export function getCustomers(
  partnerAccountId: string,
  page: PageRequest,
  orderBy: CustomerOrder,
  signal?: AbortSignal,
) {
  return apiRequest(
    `${accountPath(partnerAccountId)}/customers?${pageQuery(page)}&orderBy=${orderBy}`,
    CustomerConnection,
    signal ? { signal } : {},
  );
}

function customersQueryOptions(
  partnerAccountId: string,
  page: PageRequest,
  orderBy: CustomerOrder,
) {
  return queryOptions({
    queryKey: [...customersQueryKey(partnerAccountId), 'list', page, orderBy],
    queryFn: ({ signal }) => getCustomers(partnerAccountId, page, orderBy, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    // The first page, asked for while the list's code loaded, is not asked for again when the
    // list shows it; changes to the customers refetch at once (customers-mutation.ts).
    staleTime: 5_000,
    // A member without a company has no list to ask for.
    enabled: partnerAccountId !== '',
  });
}

/** The order the list starts in. */
export const FIRST_ORDER: CustomerOrder = 'name';
// The page the list starts on, as it asks for it: no cursor, no search.
const FIRST_PAGE: PageRequest = { after: undefined, filterBy: '' };

export function useCustomers(partnerAccountId: string, page: PageRequest, orderBy: CustomerOrder) {
  return useQuery(customersQueryOptions(partnerAccountId, page, orderBy));
}

/**
 * Asks for the list's first page as soon as the viewer names the company, while the list's code
 * still loads (the app calls it when the page opened is the list). A failure is left to the
 * list, which asks again.
 */
export async function prefetchFirstCustomersPage(queryClient: QueryClient): Promise<void> {
  const viewer = await queryClient.fetchQuery(viewerQueryOptions()).catch(() => undefined);
  const accountId = viewerFacts(viewer).partnerAccountId;
  if (accountId !== undefined) {
    await queryClient.prefetchQuery(customersQueryOptions(accountId, FIRST_PAGE, FIRST_ORDER));
  }
}
