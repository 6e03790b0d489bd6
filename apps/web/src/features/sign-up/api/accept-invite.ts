import { Viewer } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';

/**
 * PUT /api/v1/proUsers/my/employeeInvites/{inviteId}/accept: the signed-in user joins the
 * inviting company with the invite's roles (and an email invite marks their email verified).
 */
export function acceptInvite(inviteId: string): Promise<Viewer> {
  return apiRequest(
    `/api/v1/proUsers/my/employeeInvites/${encodeURIComponent(inviteId)}/accept`,
    Viewer,
    { method: 'PUT' },
  );
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite });
}
