import { Customer } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { accountPath, customersQueryKey } from './query-keys';

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
    queryKey: [...customersQueryKey(partnerAccountId), 'customer', customerId],
    queryFn: ({ signal }) => getCustomer(partnerAccountId, customerId, signal),
  });
}
