import { EmployeeConnection } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { type PageRequest, pageQuery } from '@/shared/lib/paging';
import { accountPath, employeesQueryKey } from './query-keys';

/** GET /api/v1/proAccounts/{id}/employees: one page of the company's members, searched. */
export function getEmployees(
  partnerAccountId: string,
  page: PageRequest,
  first?: number,
  signal?: AbortSignal,
) {
  return apiRequest(
    `${accountPath(partnerAccountId)}/employees?${pageQuery(page, first)}`,
    EmployeeConnection,
    signal ? { signal } : {},
  );
}

export function employeesQueryOptions(partnerAccountId: string, page: PageRequest, first?: number) {
  return queryOptions({
    queryKey: [...employeesQueryKey(partnerAccountId), 'members', page, first],
    queryFn: ({ signal }) => getEmployees(partnerAccountId, page, first, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useEmployees(partnerAccountId: string, page: PageRequest, first?: number) {
  return useQuery(employeesQueryOptions(partnerAccountId, page, first));
}
