import { type CdmCommand, DeviceControlState } from '@portal/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { cdmPath, controlStateQueryKey } from './query-keys';

/**
 * How often the live state is asked again while the panel shows it. The spec gives no figure:
 * a quarter minute keeps the temperature current without a command a second to the device.
 */
export const LIVE_STATE_REFRESH_MS = 15_000;

/** POST /api/v1/cdm/{deviceId}/read: what the device holds and measures now (503: no answer). */
export function readDeviceState(deviceId: string, signal?: AbortSignal) {
  return apiRequest(`${cdmPath(deviceId)}/read`, DeviceControlState, { method: 'POST', signal });
}

/**
 * The device's live state, while `enabled` (the caller's session in progress). A device that
 * did not answer is not asked again at once: the next refresh asks anyway.
 */
export function useDeviceState(deviceId: string, enabled: boolean) {
  return useQuery({
    queryKey: controlStateQueryKey(deviceId),
    queryFn: ({ signal }) => readDeviceState(deviceId, signal),
    enabled,
    retry: false,
    refetchInterval: LIVE_STATE_REFRESH_MS,
  });
}

/** Every command answers the device's state after it: the panel shows it at once. */
export function rememberDeviceState(queryClient: QueryClient, state: DeviceControlState): void {
  queryClient.setQueryData(controlStateQueryKey(state.deviceId), state);
}

/** POST /api/v1/cdm/{deviceId}/command: setpoints, mode and fan, one or several. */
export function sendCommand(deviceId: string, command: CdmCommand) {
  return apiRequest(`${cdmPath(deviceId)}/command`, DeviceControlState, {
    method: 'POST',
    body: command,
  });
}

export function useSendCommand(deviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: CdmCommand) => sendCommand(deviceId, command),
    onSuccess: (state) => rememberDeviceState(queryClient, state),
  });
}
