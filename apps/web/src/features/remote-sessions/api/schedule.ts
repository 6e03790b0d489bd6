import { ThermostatSchedule } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { devicePath, scheduleQueryKey } from './query-keys';

const schedulePath = (deviceId: string) => `${devicePath(deviceId)}/schedule`;

/** GET /api/v1/devices/{deviceId}/schedule: the thermostat's schedule, as it holds it. */
export function getSchedule(deviceId: string, signal?: AbortSignal) {
  return apiRequest(schedulePath(deviceId), ThermostatSchedule, { signal });
}

export function useSchedule(deviceId: string, enabled: boolean) {
  return useQuery({
    queryKey: scheduleQueryKey(deviceId),
    queryFn: ({ signal }) => getSchedule(deviceId, signal),
    enabled,
    retry: false,
  });
}

/** A change to the schedule; the thermostat answers the whole schedule after it. */
function useScheduleChange<Input>(
  deviceId: string,
  call: (input: Input) => Promise<ThermostatSchedule>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (schedule) => queryClient.setQueryData(scheduleQueryKey(deviceId), schedule),
  });
}

/** PUT .../schedule: the whole schedule (every day's periods, home, away, sleep). */
export function useSaveSchedule(deviceId: string) {
  return useScheduleChange(deviceId, (schedule: ThermostatSchedule) =>
    apiRequest(schedulePath(deviceId), ThermostatSchedule, { method: 'PUT', body: schedule }),
  );
}

/** PUT .../schedule/enabled: whether the thermostat follows its schedule. */
export function useScheduleStatus(deviceId: string) {
  return useScheduleChange(deviceId, (status: ThermostatSchedule['status']) =>
    apiRequest(`${schedulePath(deviceId)}/enabled`, ThermostatSchedule, {
      method: 'PUT',
      body: { status },
    }),
  );
}

/** PUT .../schedule/mode: which kind of schedule it follows. */
export function useScheduleMode(deviceId: string) {
  return useScheduleChange(deviceId, (scheduleType: ThermostatSchedule['scheduleType']) =>
    apiRequest(`${schedulePath(deviceId)}/mode`, ThermostatSchedule, {
      method: 'PUT',
      body: { scheduleType },
    }),
  );
}
