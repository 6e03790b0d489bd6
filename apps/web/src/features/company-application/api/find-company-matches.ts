import { CompanyMatches } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';

export interface CompanyMatchInput {
  name: string;
  countryCode?: string;
}

/** Fewer letters match too many companies to be useful. */
export const MIN_MATCH_NAME_LENGTH = 3;

/** POST /api/v1/core/findCompanyMatches: registered companies that may be the one entered. */
export function findCompanyMatches(input: CompanyMatchInput, signal?: AbortSignal) {
  return apiRequest('/api/v1/core/findCompanyMatches', CompanyMatches, {
    method: 'POST',
    body: input,
    ...(signal ? { signal } : {}),
  });
}

export function companyMatchesQueryOptions(input: CompanyMatchInput) {
  return queryOptions({
    queryKey: ['companyMatches', input],
    queryFn: ({ signal }) => findCompanyMatches(input, signal),
    enabled: input.name.trim().length >= MIN_MATCH_NAME_LENGTH,
    placeholderData: keepPreviousData,
  });
}

/** The matches for a (debounced) name; none while the name is too short. */
export function useCompanyMatches(input: CompanyMatchInput) {
  return useQuery(companyMatchesQueryOptions(input));
}
