import { Customer } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { customerAccountQueryKey } from '@/shared/lib/realtime/refreshed-queries';
import { accountPath } from './query-keys';

/** GET /api/v2/proAccounts/{id}/customers/{customerId}: the customer with homes and devices. */
export function getCustomer(partnerAccountId: string, customerId: string, signal?: AbortSignal) {
  return apiRequest(
    `${accountPath(partnerAccountId, 2)}/customers/${encodeURIComponent(customerId)}`,
    Customer,
    signal ? { signal } : {},
  );
}

export function useCustomer(partnerAccountId: string, customerId: string) {
  return useQuery({
    // The realtime hub refreshes it when an alert on one of its devices changes.
    queryKey: [...customerAccountQueryKey(partnerAccountId), customerId],
    queryFn: ({ signal }) => getCustomer(partnerAccountId, customerId, signal),
  });
}
