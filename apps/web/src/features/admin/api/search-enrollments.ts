import { type Enrollment, EnrollmentConnection } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { pageQuery } from '@/shared/lib/paging';
import { ENROLLMENTS_QUERY_KEY } from './get-company-enrollments';

export interface EnrollmentSearch {
  /** Company name; empty for every company. */
  filterBy: string;
  /** Undefined for every programme. */
  offering: Enrollment['offering'] | undefined;
  /** Undefined for every status. */
  status: Enrollment['subscriptionStatus'] | undefined;
  after: string | undefined;
}

/** GET /api/v1/companies/search/enrollments: one page of every company's enrollments. */
export function searchEnrollments(search: EnrollmentSearch, signal?: AbortSignal) {
  const params = new URLSearchParams(pageQuery(search));
  if (search.offering !== undefined) params.set('offering', search.offering);
  if (search.status !== undefined) params.set('status', search.status);
  return apiRequest(
    `/api/v1/companies/search/enrollments?${params.toString()}`,
    EnrollmentConnection,
    signal ? { signal } : {},
  );
}

export function enrollmentSearchQueryOptions(search: EnrollmentSearch) {
  return queryOptions({
    queryKey: [...ENROLLMENTS_QUERY_KEY, 'search', search],
    queryFn: ({ signal }) => searchEnrollments(search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEnrollmentSearch(search: EnrollmentSearch) {
  return useQuery(enrollmentSearchQueryOptions(search));
}
