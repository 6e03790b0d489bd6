import { connectionOf, PartnerAccount } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { companyQueryKey } from './query-keys';

const PartnerAccountConnection = connectionOf(PartnerAccount);

/**
 * The company's information, from GET /api/v1/proAccounts (the companies the viewer is an active
 * member of: the API has no GET by id). Null when the viewer is not an active member of it.
 */
export async function getCompany(
  partnerAccountId: string,
  signal?: AbortSignal,
): Promise<PartnerAccount | null> {
  const companies = await apiRequest(
    '/api/v1/proAccounts',
    PartnerAccountConnection,
    signal ? { signal } : {},
  );
  return companies.nodes.find((company) => company.id === partnerAccountId) ?? null;
}

export function companyQueryOptions(partnerAccountId: string) {
  return queryOptions({
    queryKey: companyQueryKey(partnerAccountId),
    queryFn: ({ signal }) => getCompany(partnerAccountId, signal),
  });
}

export function useCompany(partnerAccountId: string) {
  return useQuery(companyQueryOptions(partnerAccountId));
}
