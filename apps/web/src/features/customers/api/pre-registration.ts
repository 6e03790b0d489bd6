import type { CommissionRequest, PreRegistrationRequest } from '@portal/contracts';
import type { z } from 'zod';
import { apiRequest, ignoreBody } from '@/shared/lib/api-client';
import { useCustomersMutation } from './customers-mutation';
import { accountPath } from './query-keys';

// A home the homeowner does not have yet: pre-registered first, then commissioned (spec 001 §4).
// The screen reads neither answer: the customer refetches with the home's new state.

/** POST .../consumerAccount: the home and its devices go into pre-registration; 409 ALREADY_REGISTERED. */
export function usePreRegister(partnerAccountId: string) {
  return useCustomersMutation(partnerAccountId, (home: z.input<typeof PreRegistrationRequest>) =>
    apiRequest(`${accountPath(partnerAccountId)}/consumerAccount`, ignoreBody, {
      method: 'POST',
      body: home,
    }),
  );
}

/**
 * PUT .../commissionAccount: the home leaves pre-registration and its homeowner is invited by mail
 * (the customer's email when none is given); 409 INCOMPLETE_ or PARTIAL_REGISTRATION_STATE.
 */
export function useCommission(partnerAccountId: string) {
  return useCustomersMutation(partnerAccountId, (request: z.input<typeof CommissionRequest>) =>
    apiRequest(`${accountPath(partnerAccountId)}/commissionAccount`, ignoreBody, {
      method: 'PUT',
      body: request,
    }),
  );
}
