import { ProAgreement } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';

export const PRO_AGREEMENT_PATH = '/api/v1/proUsers/my/agreements/PRO_TN_C';

/** GET …/agreements/PRO_TN_C: the current Pro terms and the viewer's consent to them. */
export function getProAgreement(signal?: AbortSignal): Promise<ProAgreement> {
  return apiRequest(PRO_AGREEMENT_PATH, ProAgreement, signal ? { signal } : {});
}

export function proAgreementQueryOptions() {
  return queryOptions({
    queryKey: ['proAgreement'],
    queryFn: ({ signal }) => getProAgreement(signal),
  });
}

export function useProAgreement() {
  return useQuery(proAgreementQueryOptions());
}
