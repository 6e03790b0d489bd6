import { EmployeeInvite, type EmployeeInviteRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ignoreBody } from '@/shared/lib/api-client';
import { accountPath, employeesQueryKey } from './query-keys';

// The three calls that change a company's invitations; each refreshes the invitations list.

const invitesPath = (partnerAccountId: string) =>
  `${accountPath(partnerAccountId)}/employeeInvites`;

/** POST .../employeeInvites: invite by email or by SMS; 409 PENDING_INVITE_EXISTS, ALREADY_REGISTERED. */
export function createInvite(partnerAccountId: string, invite: EmployeeInviteRequest) {
  return apiRequest(invitesPath(partnerAccountId), EmployeeInvite, {
    method: 'POST',
    body: invite,
  });
}

/** PUT .../employeeInvites/{inviteId}/send: sends the invitation again. */
export function resendInvite(partnerAccountId: string, inviteId: string) {
  return apiRequest(
    `${invitesPath(partnerAccountId)}/${encodeURIComponent(inviteId)}/send`,
    EmployeeInvite,
    { method: 'PUT' },
  );
}

/** DELETE .../employeeInvites/{inviteId}: cancels the invitation; its link stops working. */
export function cancelInvite(partnerAccountId: string, inviteId: string) {
  return apiRequest(
    `${invitesPath(partnerAccountId)}/${encodeURIComponent(inviteId)}`,
    ignoreBody,
    {
      method: 'DELETE',
    },
  );
}

function useInviteMutation<T>(partnerAccountId: string, call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: employeesQueryKey(partnerAccountId) }),
  });
}

export function useCreateInvite(partnerAccountId: string) {
  return useInviteMutation(partnerAccountId, (invite: EmployeeInviteRequest) =>
    createInvite(partnerAccountId, invite),
  );
}

export function useResendInvite(partnerAccountId: string) {
  return useInviteMutation(partnerAccountId, (inviteId: string) =>
    resendInvite(partnerAccountId, inviteId),
  );
}

export function useCancelInvite(partnerAccountId: string) {
  return useInviteMutation(partnerAccountId, (inviteId: string) =>
    cancelInvite(partnerAccountId, inviteId),
  );
}
