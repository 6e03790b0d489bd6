import { EmployeeConnection } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { COMPANIES_QUERY_KEY } from './search-companies';

/** GET /api/v1/companies/{id}/employees: the company's members. */
export function getCompanyEmployees(companyId: string, signal?: AbortSignal) {
  return apiRequest(
    `/api/v1/companies/${encodeURIComponent(companyId)}/employees`,
    EmployeeConnection,
    signal ? { signal } : {},
  );
}

export function companyEmployeesQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: [...COMPANIES_QUERY_KEY, 'employees', companyId],
    queryFn: ({ signal }) => getCompanyEmployees(companyId, signal),
  });
}

export function useCompanyEmployees(companyId: string) {
  return useQuery(companyEmployeesQueryOptions(companyId));
}
