import { EmployeeInviteConnection } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { type PageRequest, pageQuery } from '@/shared/lib/paging';
import { accountPath, employeesQueryKey } from './query-keys';

/** GET /api/v1/proAccounts/{id}/employeeInvites: one page of the company's invitations. */
export function getEmployeeInvites(
  partnerAccountId: string,
  page: PageRequest,
  signal?: AbortSignal,
) {
  return apiRequest(
    `${accountPath(partnerAccountId)}/employeeInvites?${pageQuery(page)}`,
    EmployeeInviteConnection,
    signal ? { signal } : {},
  );
}

export function employeeInvitesQueryOptions(partnerAccountId: string, page: PageRequest) {
  return queryOptions({
    queryKey: [...employeesQueryKey(partnerAccountId), 'invites', page],
    queryFn: ({ signal }) => getEmployeeInvites(partnerAccountId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEmployeeInvites(partnerAccountId: string, page: PageRequest) {
  return useQuery(employeeInvitesQueryOptions(partnerAccountId, page));
}
