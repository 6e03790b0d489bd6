import { AdminEmailConnection } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';

/**
 * GET /api/v1/proAccounts/{id}/adminEmails: the addresses of the company's owners and admins.
 * The first is the support address the save-failure modal names (spec 000 §8).
 */
export function getAdminEmails(partnerAccountId: string, signal?: AbortSignal) {
  return apiRequest(
    `/api/v1/proAccounts/${encodeURIComponent(partnerAccountId)}/adminEmails`,
    AdminEmailConnection,
    signal ? { signal } : {},
  );
}

export function useAdminEmails(partnerAccountId: string) {
  return useQuery({
    queryKey: ['adminEmails', partnerAccountId],
    queryFn: ({ signal }) => getAdminEmails(partnerAccountId, signal),
  });
}
