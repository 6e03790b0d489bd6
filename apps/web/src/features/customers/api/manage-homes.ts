import type { CustomerLocationInput } from '@portal/contracts';
import { apiRequest, ignoreBody } from '@/shared/lib/api-client';
import { useCustomersMutation } from './customers-mutation';
import { accountPath, locationPath } from './query-keys';

/**
 * POST .../customers/{customerId}/locations adds a home, PUT .../locations/{locationId} changes
 * one; either only after the server's address check.
 */
export function useSaveHome(partnerAccountId: string, customerId: string, locationId?: string) {
  const homes = `${accountPath(partnerAccountId)}/customers/${encodeURIComponent(customerId)}/locations`;
  return useCustomersMutation(partnerAccountId, (home: CustomerLocationInput) =>
    locationId === undefined
      ? apiRequest(homes, ignoreBody, { method: 'POST', body: home })
      : apiRequest(`${homes}/${encodeURIComponent(locationId)}`, ignoreBody, {
          method: 'PUT',
          body: home,
        }),
  );
}

/** DELETE .../locations/{locationId}: the home and its devices' registrations. */
export function useDeleteHome(partnerAccountId: string) {
  return useCustomersMutation(partnerAccountId, (locationId: string) =>
    apiRequest(locationPath(partnerAccountId, locationId), ignoreBody, { method: 'DELETE' }),
  );
}

/** POST .../deviceInvites: mails the homeowner an invitation to take the home over. */
export function useInviteHomeowner(partnerAccountId: string) {
  return useCustomersMutation(
    partnerAccountId,
    (invite: { partnerDeviceLocationId: string; email: string }) =>
      apiRequest(`${accountPath(partnerAccountId)}/deviceInvites`, ignoreBody, {
        method: 'POST',
        body: invite,
      }),
  );
}
