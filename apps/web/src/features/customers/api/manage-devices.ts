import { apiRequest, ignoreBody } from '@/shared/lib/api-client';
import { useCustomersMutation } from './customers-mutation';
import type { ServiceType } from './get-available-services';
import { accountPath, locationPath } from './query-keys';

// The calls on a home's devices and their services; each refreshes the customer it changed.

/** POST .../locations/{locationId}/devices/register; 409 ALREADY_REGISTERED. */
export function useRegisterDevice(partnerAccountId: string, locationId: string) {
  return useCustomersMutation(partnerAccountId, (device: { macAddress: string; sku: string }) =>
    apiRequest(`${locationPath(partnerAccountId, locationId)}/devices/register`, ignoreBody, {
      method: 'POST',
      body: device,
    }),
  );
}

/** POST .../locations/{locationId}/devices/{macAddress}/unregister. */
export function useUnregisterDevice(partnerAccountId: string, locationId: string) {
  return useCustomersMutation(partnerAccountId, (macAddress: string) =>
    apiRequest(
      `${locationPath(partnerAccountId, locationId)}/devices/${encodeURIComponent(macAddress)}/unregister`,
      ignoreBody,
      { method: 'POST' },
    ),
  );
}

/** POST .../locations/{locationId}/services: asks the homeowner's consent; 409 EXISTING_*_SERVICE. */
export function useRequestService(partnerAccountId: string, locationId: string) {
  return useCustomersMutation(
    partnerAccountId,
    (request: { deviceIds: string[]; serviceType: ServiceType }) =>
      apiRequest(`${locationPath(partnerAccountId, locationId)}/services`, ignoreBody, {
        method: 'POST',
        body: request,
      }),
  );
}

const servicePath = (partnerAccountId: string, locationId: string, serviceId: string) =>
  `${locationPath(partnerAccountId, locationId)}/services/${encodeURIComponent(serviceId)}`;

/** PUT .../services/{serviceId}/resend: reminds the homeowner of a pending request. */
export function useResendService(partnerAccountId: string, locationId: string) {
  return useCustomersMutation(partnerAccountId, (serviceId: string) =>
    apiRequest(`${servicePath(partnerAccountId, locationId, serviceId)}/resend`, ignoreBody, {
      method: 'PUT',
    }),
  );
}

/** DELETE .../services/{serviceId}: a pending request is cancelled. */
export function useCancelService(partnerAccountId: string, locationId: string) {
  return useCustomersMutation(partnerAccountId, (serviceId: string) =>
    apiRequest(servicePath(partnerAccountId, locationId, serviceId), ignoreBody, {
      method: 'DELETE',
    }),
  );
}

/** POST .../devices/{deviceId}/requestAccess: asks the homeowner to allow remote access. */
export function useRequestAccess(partnerAccountId: string) {
  return useCustomersMutation(partnerAccountId, (deviceId: string) =>
    apiRequest(
      `${accountPath(partnerAccountId)}/devices/${encodeURIComponent(deviceId)}/requestAccess`,
      ignoreBody,
      { method: 'POST' },
    ),
  );
}
