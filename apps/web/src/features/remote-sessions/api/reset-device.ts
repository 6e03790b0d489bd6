import { DeviceControlState } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { deviceControlQueryKey } from '@/shared/lib/realtime/refreshed-queries';
import { rememberDeviceState } from './device-state';

/** PUT /api/v1/core/devices/{deviceId}/reset: the device back to its factory settings. */
export function resetDevice(deviceId: string) {
  return apiRequest(
    `/api/v1/core/devices/${encodeURIComponent(deviceId)}/reset`,
    DeviceControlState,
    { method: 'PUT' },
  );
}

export function useResetDevice(deviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetDevice(deviceId),
    onSuccess: async (state) => {
      // Schedule, Smart Away and set-up went back to the factory's too.
      await queryClient.invalidateQueries({ queryKey: deviceControlQueryKey(deviceId) });
      rememberDeviceState(queryClient, state);
    },
  });
}
