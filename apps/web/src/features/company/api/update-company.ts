import { type CompanyApplication, PartnerAccount } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { VIEWER_QUERY_KEY } from '@/shared/lib/viewer/query-keys';
import { accountPath, companyQueryKey } from './query-keys';

interface UpdateCompanyInput {
  partnerAccountId: string;
  company: CompanyApplication;
}

/** PUT /api/v1/proAccounts/{id}: an owner or admin changes the company's information. */
export function updateCompany({ partnerAccountId, company }: UpdateCompanyInput) {
  return apiRequest(accountPath(partnerAccountId), PartnerAccount, {
    method: 'PUT',
    body: company,
  });
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (account) => {
      queryClient.setQueryData(companyQueryKey(account.id), account);
      // The viewer carries the company's name and status (the header, the redirect order).
      return queryClient.invalidateQueries({ queryKey: VIEWER_QUERY_KEY, exact: true });
    },
  });
}
