import { PublicInvite } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';

/**
 * GET /api/v1/public/invites/{inviteToken}: what the invite page shows; no sign-in needed. The
 * server trusts only the token's invite id: 404 for an unknown or cancelled invite, 400 when the
 * token's email or company disagree with its record (tampered).
 */
export function getPublicInvite(token: string, signal?: AbortSignal): Promise<PublicInvite> {
  return apiRequest(
    `/api/v1/public/invites/${encodeURIComponent(token)}`,
    PublicInvite,
    signal ? { signal } : {},
  );
}

export function publicInviteQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['publicInvite', token],
    queryFn: ({ signal }) => getPublicInvite(token, signal),
  });
}

export function usePublicInvite(token: string | undefined) {
  return useQuery({ ...publicInviteQueryOptions(token ?? ''), enabled: token !== undefined });
}
