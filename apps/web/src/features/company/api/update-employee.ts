import { Employee, type EmployeeUpdate } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { accountPath, employeesQueryKey } from './query-keys';

interface UpdateEmployeeInput {
  partnerAccountId: string;
  partnerUserId: string;
  update: EmployeeUpdate;
}

/**
 * PUT /api/v1/proAccounts/{id}/employees/{partnerUserId}: new roles, or status INACTIVE to
 * remove the member. 403 when an admin touches an owner; 409 USER_IS_COMPANY_OWNER_OR_ADMIN for
 * the last owner.
 */
export function updateEmployee({ partnerAccountId, partnerUserId, update }: UpdateEmployeeInput) {
  return apiRequest(
    `${accountPath(partnerAccountId)}/employees/${encodeURIComponent(partnerUserId)}`,
    Employee,
    { method: 'PUT', body: update },
  );
}

export function useUpdateEmployee(partnerAccountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<UpdateEmployeeInput, 'partnerAccountId'>) =>
      updateEmployee({ partnerAccountId, ...input }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: employeesQueryKey(partnerAccountId) }),
  });
}
