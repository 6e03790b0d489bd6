import { HvacRuntime } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { viewerTzOffset } from '@/shared/lib/dates';
import type { ChartInterval } from './get-alert-series';
import { accountPath, deviceDataQueryKey } from './query-keys';

/**
 * GET .../devices/{deviceId}/hvacRuntime/{interval}?tzOffset: a thermostat's heating, cooling and
 * fan time, hourly over the last 24 hours or daily over the last 7 days.
 */
export function useHvacRuntime(
  partnerAccountId: string,
  deviceId: string,
  interval: ChartInterval,
) {
  const tzOffset = viewerTzOffset();
  return useQuery(
    queryOptions({
      queryKey: [
        ...deviceDataQueryKey(partnerAccountId),
        'hvacRuntime',
        deviceId,
        interval,
        tzOffset,
      ],
      queryFn: ({ signal }) =>
        apiRequest(
          `${accountPath(partnerAccountId)}/devices/${encodeURIComponent(deviceId)}/hvacRuntime/${interval}?tzOffset=${tzOffset}`,
          HvacRuntime,
          { signal },
        ),
    }),
  );
}
