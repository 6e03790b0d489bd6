import { type CompanyApplication, PartnerAccount } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';

interface UpdateApplicationInput {
  partnerAccountId: string;
  application: CompanyApplication;
}

/** PUT /api/v1/proAccounts/{id}: changes the application; a rejected one is submitted again. */
export function updateApplication({
  partnerAccountId,
  application,
}: UpdateApplicationInput): Promise<PartnerAccount> {
  return apiRequest(`/api/v1/proAccounts/${encodeURIComponent(partnerAccountId)}`, PartnerAccount, {
    method: 'PUT',
    body: application,
  });
}

export function useUpdateApplication() {
  return useMutation({ mutationFn: updateApplication });
}
