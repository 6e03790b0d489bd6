import { CompanyConnection, type CompanySearchStatus } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/shared/lib/api-client';
import { pageQuery } from '@/shared/lib/paging';

export type CompanyStatusFilter = z.infer<typeof CompanySearchStatus>;

export interface CompanySearch {
  /** Name or owner email; empty for every company. */
  filterBy: string;
  /** Undefined for every status. */
  status: CompanyStatusFilter | undefined;
  /** The cursor after which the page starts; undefined for the first page. */
  after: string | undefined;
}

export const COMPANIES_QUERY_KEY = ['admin', 'companies'] as const;

/** GET /api/v1/companies/search: one page of companies (platform administrators only). */
export function searchCompanies(search: CompanySearch, signal?: AbortSignal) {
  const params = new URLSearchParams(pageQuery(search));
  if (search.status !== undefined) params.set('status', search.status);
  return apiRequest(
    `/api/v1/companies/search?${params.toString()}`,
    CompanyConnection,
    signal ? { signal } : {},
  );
}

export function companiesQueryOptions(search: CompanySearch) {
  return queryOptions({
    queryKey: [...COMPANIES_QUERY_KEY, 'search', search],
    queryFn: ({ signal }) => searchCompanies(search, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useCompanies(search: CompanySearch) {
  return useQuery(companiesQueryOptions(search));
}
