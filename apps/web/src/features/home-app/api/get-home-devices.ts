import { ConsumerDeviceConnection } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { type PageRequest, pageQuery } from '@/shared/lib/paging';
import { householdDevicesKey, householdPath } from './query-keys';

/** GET /api/v1/accounts/{id}/locations/{locationId}/devices: one page of a home's devices. */
export function getHomeDevices(
  consumerAccountId: string,
  locationId: string,
  page: PageRequest,
  signal?: AbortSignal,
) {
  return apiRequest(
    `${householdPath(consumerAccountId)}/locations/${encodeURIComponent(locationId)}/devices?${pageQuery(page)}`,
    ConsumerDeviceConnection,
    signal ? { signal } : {},
  );
}

export function useHomeDevices(consumerAccountId: string, locationId: string, page: PageRequest) {
  return useQuery(
    queryOptions({
      queryKey: [...householdDevicesKey(consumerAccountId), locationId, page],
      queryFn: ({ signal }) => getHomeDevices(consumerAccountId, locationId, page, signal),
      // Keeps the current page on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
  );
}
