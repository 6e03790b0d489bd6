import { PublicInvitation } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';

/** GET /api/v1/public/invitations/{inviteId}: whether the invite exists, and until when. */
export function getInvitation(inviteId: string, signal?: AbortSignal) {
  return apiRequest(
    `/api/v1/public/invitations/${encodeURIComponent(inviteId)}`,
    PublicInvitation,
    signal ? { signal } : {},
  );
}

export function invitationQueryOptions(inviteId: string) {
  return queryOptions({
    queryKey: ['invitation', inviteId],
    queryFn: ({ signal }) => getInvitation(inviteId, signal),
  });
}

export function useInvitation(inviteId: string | undefined) {
  return useQuery({ ...invitationQueryOptions(inviteId ?? ''), enabled: inviteId !== undefined });
}
