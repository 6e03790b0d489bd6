import { type CompanyApplication, PartnerAccount } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';

/** POST /api/v1/proAccounts: applies with a new company; the caller becomes its owner. */
export function createApplication(application: CompanyApplication): Promise<PartnerAccount> {
  return apiRequest('/api/v1/proAccounts', PartnerAccount, {
    method: 'POST',
    body: application,
  });
}

export function useCreateApplication() {
  return useMutation({ mutationFn: createApplication });
}
