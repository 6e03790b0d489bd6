import { SmartAway } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { devicePath, smartAwayQueryKey } from './query-keys';

const smartAwayPath = (deviceId: string) => `${devicePath(deviceId)}/smartAway`;

/** GET /api/v1/devices/{deviceId}/smartAway. */
export function getSmartAway(deviceId: string, signal?: AbortSignal) {
  return apiRequest(smartAwayPath(deviceId), SmartAway, { signal });
}

export function useSmartAway(deviceId: string, enabled: boolean) {
  return useQuery({
    queryKey: smartAwayQueryKey(deviceId),
    queryFn: ({ signal }) => getSmartAway(deviceId, signal),
    enabled,
    retry: false,
  });
}

/** PUT /api/v1/devices/{deviceId}/smartAway: on or off, and how keen. */
export function useSaveSmartAway(deviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (smartAway: SmartAway) =>
      apiRequest(smartAwayPath(deviceId), SmartAway, { method: 'PUT', body: smartAway }),
    onSuccess: (smartAway) => queryClient.setQueryData(smartAwayQueryKey(deviceId), smartAway),
  });
}
