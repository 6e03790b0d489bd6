import { PartnerDeviceServiceType } from '@portal/contracts';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/shared/lib/api-client';
import { customersQueryKey, locationPath } from './query-keys';

export type ServiceType = (typeof PartnerDeviceServiceType)[number];

const AvailableServices = z.array(z.enum(PartnerDeviceServiceType));

/** GET .../locations/{locationId}/services/{deviceId}/available: the types still open to ask for. */
export function getAvailableServices(
  partnerAccountId: string,
  locationId: string,
  deviceId: string,
  signal?: AbortSignal,
) {
  return apiRequest(
    `${locationPath(partnerAccountId, locationId)}/services/${encodeURIComponent(deviceId)}/available`,
    AvailableServices,
    signal ? { signal } : {},
  );
}

export function availableServicesOptions(
  partnerAccountId: string,
  locationId: string,
  deviceId: string,
) {
  return queryOptions({
    queryKey: [...customersQueryKey(partnerAccountId), 'available', locationId, deviceId],
    queryFn: ({ signal }) => getAvailableServices(partnerAccountId, locationId, deviceId, signal),
  });
}

/** What may be asked for on all the chosen devices at once, or where the answers stand. */
export type OfferedServices =
  | { status: 'pending' | 'error' }
  | { status: 'ready'; services: ServiceType[] };

/**
 * The service types every chosen device still allows: one request covers all of them, and the
 * server refuses it when any device already has the type open. No device, no service.
 */
export function commonServices(lists: readonly (readonly ServiceType[])[]): ServiceType[] {
  if (lists.length === 0) return [];
  return PartnerDeviceServiceType.filter((type) => lists.every((list) => list.includes(type)));
}

export function useAvailableServices(
  partnerAccountId: string,
  locationId: string,
  deviceIds: readonly string[],
): OfferedServices {
  return useQueries({
    queries: deviceIds.map((deviceId) =>
      availableServicesOptions(partnerAccountId, locationId, deviceId),
    ),
    combine: (results): OfferedServices => {
      if (results.some((result) => result.isError)) return { status: 'error' };
      const lists = results.flatMap((result) => (result.data ? [result.data] : []));
      if (lists.length < results.length) return { status: 'pending' };
      return { status: 'ready', services: commonServices(lists) };
    },
  });
}
