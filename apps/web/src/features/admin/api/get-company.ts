import { CompanyDetail } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { COMPANIES_QUERY_KEY } from './search-companies';

/** GET /api/v1/companies/{id}: one company's application as the administrator reviews it. */
export function getCompany(companyId: string, signal?: AbortSignal): Promise<CompanyDetail> {
  return apiRequest(
    `/api/v1/companies/${encodeURIComponent(companyId)}`,
    CompanyDetail,
    signal ? { signal } : {},
  );
}

export function companyQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: [...COMPANIES_QUERY_KEY, 'detail', companyId],
    queryFn: ({ signal }) => getCompany(companyId, signal),
  });
}

export function useCompany(companyId: string) {
  return useQuery(companyQueryOptions(companyId));
}
