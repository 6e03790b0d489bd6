import { CustomerConnection, type CustomerListQuery } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/shared/lib/api-client';
import { type PageRequest, pageQuery } from '@/shared/lib/paging';
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

export function useCustomers(partnerAccountId: string, page: PageRequest, orderBy: CustomerOrder) {
  return useQuery(
    queryOptions({
      queryKey: [...customersQueryKey(partnerAccountId), 'list', page, orderBy],
      queryFn: ({ signal }) => getCustomers(partnerAccountId, page, orderBy, signal),
      // Keeps the current page on screen while the next one loads.
      placeholderData: keepPreviousData,
      // A member without a company has no list to ask for.
      enabled: partnerAccountId !== '',
    }),
  );
}
