import { RemoteSessionConnection } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { type PageRequest, pageQuery } from '@/shared/lib/paging';
import { deviceSessionsPageKey, deviceSessionsPath } from './query-keys';

/** GET .../devices/{deviceId}/sessions: one page of the device's sessions, newest first. */
export function getDeviceSessions(
  partnerAccountId: string,
  deviceId: string,
  page: PageRequest,
  signal?: AbortSignal,
) {
  return apiRequest(
    `${deviceSessionsPath(partnerAccountId, deviceId)}?${pageQuery(page)}`,
    RemoteSessionConnection,
    { signal },
  );
}

export function useDeviceSessions(partnerAccountId: string, deviceId: string, page: PageRequest) {
  return useQuery({
    queryKey: deviceSessionsPageKey(partnerAccountId, deviceId, page),
    queryFn: ({ signal }) => getDeviceSessions(partnerAccountId, deviceId, page, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
