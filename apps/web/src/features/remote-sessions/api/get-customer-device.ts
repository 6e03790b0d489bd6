import { Customer, type Device } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { customerAccountQueryKey } from '@/shared/lib/realtime/refreshed-queries';

/**
 * GET /api/v2/proAccounts/{id}/customers/{customerId}: the customer with homes and devices. Kept
 * under the customer account page's key (and parsed the same way), so the page and the panel
 * above it share one request.
 */
function getCustomer(partnerAccountId: string, customerId: string, signal?: AbortSignal) {
  return apiRequest(
    `/api/v2/proAccounts/${encodeURIComponent(partnerAccountId)}/customers/${encodeURIComponent(customerId)}`,
    Customer,
    { signal },
  );
}

/** The customer's device `deviceId`, with its customer's name; undefined when it has none such. */
export function useCustomerDevice(partnerAccountId: string, customerId: string, deviceId: string) {
  return useQuery({
    queryKey: [...customerAccountQueryKey(partnerAccountId), customerId],
    queryFn: ({ signal }) => getCustomer(partnerAccountId, customerId, signal),
    select: (customer): { device: Device; customerName: string } | undefined => {
      const device = (customer.locations ?? [])
        .flatMap((home) => home.devices)
        .find(({ id }) => id === deviceId);
      return (
        device && { device, customerName: `${customer.firstName} ${customer.lastName}`.trim() }
      );
    },
  });
}
