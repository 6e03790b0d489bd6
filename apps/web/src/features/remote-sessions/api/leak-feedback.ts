import { DeviceControlState, type LeakFeedback } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { rememberDeviceState } from './device-state';
import { devicePath } from './query-keys';

/** PUT /api/v1/devices/{deviceId}/feedback/LeakAlert: whether the water found was a leak. */
export function sendLeakFeedback(deviceId: string, feedback: LeakFeedback) {
  return apiRequest(`${devicePath(deviceId)}/feedback/LeakAlert`, DeviceControlState, {
    method: 'PUT',
    body: feedback,
  });
}

export function useLeakFeedback(deviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedback: LeakFeedback) => sendLeakFeedback(deviceId, feedback),
    onSuccess: (state) => rememberDeviceState(queryClient, state),
  });
}
