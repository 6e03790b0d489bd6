import { EnrollmentConnection } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { pageQuery } from '@/shared/lib/paging';

/** Every enrollment list and count: a change to one enrollment asks them all again. */
export const ENROLLMENTS_QUERY_KEY = ['admin', 'enrollments'] as const;

/** GET /api/v1/companies/{id}/enrollments: one page of a company's enrollments, newest first. */
export function getCompanyEnrollments(
  companyId: string,
  after: string | undefined,
  signal?: AbortSignal,
) {
  return apiRequest(
    `/api/v1/companies/${encodeURIComponent(companyId)}/enrollments?${pageQuery({ after })}`,
    EnrollmentConnection,
    signal ? { signal } : {},
  );
}

export function companyEnrollmentsQueryOptions(companyId: string, after: string | undefined) {
  return queryOptions({
    queryKey: [...ENROLLMENTS_QUERY_KEY, 'company', companyId, after],
    queryFn: ({ signal }) => getCompanyEnrollments(companyId, after, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyEnrollments(companyId: string, after: string | undefined) {
  return useQuery(companyEnrollmentsQueryOptions(companyId, after));
}
