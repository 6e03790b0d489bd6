import { RemoteSession, type RemoteSessionRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { remoteSessionsQueryKey } from '@/shared/lib/realtime/refreshed-queries';
import { deviceSessionsPath } from './query-keys';

/**
 * POST .../devices/{deviceId}/sessions: asks the homeowner for a session (Pending). 409
 * SERVICE_NOT_CONFIGURED without the homeowner's accepted remote access, SESSION_EXISTS when the
 * device has an open session already.
 */
export function requestSession(
  partnerAccountId: string,
  deviceId: string,
  request: RemoteSessionRequest,
) {
  return apiRequest(deviceSessionsPath(partnerAccountId, deviceId), RemoteSession, {
    method: 'POST',
    body: request,
  });
}

export function useRequestSession(partnerAccountId: string, deviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RemoteSessionRequest) =>
      requestSession(partnerAccountId, deviceId, request),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: remoteSessionsQueryKey(partnerAccountId) }),
  });
}
