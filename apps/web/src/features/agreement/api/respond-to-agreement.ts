import { ProAgreement } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { PRO_AGREEMENT_PATH } from './get-pro-agreement';

export type AgreementAnswer = 'accept' | 'reject';

/** POST …/agreements/PRO_TN_C/accept or /reject: the viewer's answer to the current terms. */
export function respondToAgreement(answer: AgreementAnswer): Promise<ProAgreement> {
  return apiRequest(`${PRO_AGREEMENT_PATH}/${answer}`, ProAgreement, { method: 'POST' });
}

export function useRespondToAgreement() {
  return useMutation({ mutationFn: respondToAgreement });
}
