import { connectionOf, PartnerAccount } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';

const PartnerAccountConnection = connectionOf(PartnerAccount);

export const PRO_ACCOUNTS_QUERY_KEY = ['proAccounts'] as const;

/** GET /api/v1/proAccounts: the companies the viewer belongs to (one, for an applicant). */
export function getProAccounts(signal?: AbortSignal) {
  return apiRequest('/api/v1/proAccounts', PartnerAccountConnection, signal ? { signal } : {});
}

export function proAccountsQueryOptions() {
  return queryOptions({
    queryKey: PRO_ACCOUNTS_QUERY_KEY,
    queryFn: ({ signal }) => getProAccounts(signal),
  });
}

export function useProAccounts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...proAccountsQueryOptions(), enabled });
}
