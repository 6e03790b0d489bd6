import { type HvacRuntimeInterval, TelemetrySeries } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { viewerTzOffset } from '@/shared/lib/dates';
import { alertPath, deviceDataQueryKey } from './query-keys';

export type ChartInterval = (typeof HvacRuntimeInterval)[number];

/**
 * The alert calls that answer a series: insights (the alert's own measurement: temperature for
 * temperature and state alerts), and the device's humidity, VOC and CO2 levels.
 */
export type SeriesCall = 'insights' | 'humidityLevels' | 'vocsLevels' | 'co2Levels';

/** GET .../alerts/{alertId}/{call}/{interval}?tzOffset: hourly buckets of the interval. */
export function useAlertSeries(
  partnerAccountId: string,
  alertId: string,
  call: SeriesCall,
  interval: ChartInterval,
) {
  const tzOffset = viewerTzOffset();
  return useQuery(
    queryOptions({
      queryKey: [
        ...deviceDataQueryKey(partnerAccountId),
        'series',
        alertId,
        call,
        interval,
        tzOffset,
      ],
      queryFn: ({ signal }) =>
        apiRequest(
          `${alertPath(partnerAccountId, alertId)}/${call}/${interval}?tzOffset=${tzOffset}`,
          TelemetrySeries,
          { signal },
        ),
    }),
  );
}
