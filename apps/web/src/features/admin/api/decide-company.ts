import { type CompanyDecision, CompanyDetail } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { COMPANIES_QUERY_KEY } from './search-companies';

interface DecideCompanyInput {
  companyId: string;
  decision: CompanyDecision;
}

/** PUT /api/v1/companies/{id}: approve (ACTIVE), reject (INACTIVE) or archive (ARCHIVED). */
export function decideCompany({ companyId, decision }: DecideCompanyInput): Promise<CompanyDetail> {
  return apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}`, CompanyDetail, {
    method: 'PUT',
    body: decision,
  });
}

export function useDecideCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCompany,
    // The company's status shows in the list and on its page: both ask again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY }),
  });
}
