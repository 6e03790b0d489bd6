import {
  AIR_QUALITY_BANDS,
  type ChartQuery,
  type HvacRuntimeInterval,
  type TelemetrySeries,
  type TelemetryType,
} from '@portal/contracts';
import type { AppContext } from '../../../context';
import {
  READING_KINDS,
  type ReadingKind,
  readingSeries,
} from '../../../repositories/telemetry-series';
import { requireSharedReadings } from '../../../services/device-services';
import { mockReadingSeries } from '../../../services/mock-series';
import { chartRange } from '../../../services/telemetry-ranges';
import type { AlertRow } from './repository';
import { type AlertCaller, findAlert, thresholdOf } from './service';

// The charts of an alert's detail (spec 001 §7.9 insights, co2Levels, vocsLevels,
// humidityLevels per interval): hourly buckets of the alert's device from the hourly
// aggregates while its homeowner shares them with the company, or a generated sample series
// with mock=true.

/** The measurement each telemetry type charts; alerts on a state or a part chart temperature. */
const KIND_OF: Record<(typeof TelemetryType)[number], ReadingKind> = {
  Temperature: 'temperature',
  Humidity: 'humidity',
  Vocs: 'vocs',
  Co2: 'co2',
  None: 'temperature',
  Replaceable: 'temperature',
};

/**
 * The alert's threshold in the series' unit, when the alert is about what the series shows: a
 * temperature or humidity as it is, a VOC or CO2 level as the reading where that level starts.
 */
function thresholdIn(row: AlertRow, kind: ReadingKind): number | null {
  if (row.telemetryType !== READING_KINDS[kind].telemetryType) return null;
  const threshold = thresholdOf(row.alert.threshold);
  if (typeof threshold === 'number') return threshold;
  if (kind !== 'vocs' && kind !== 'co2') return null;
  const bands: Record<string, number> = AIR_QUALITY_BANDS[kind === 'vocs' ? 'Vocs' : 'Co2'];
  return threshold !== null && Object.hasOwn(bands, threshold) ? (bands[threshold] ?? null) : null;
}

/** Which series a chart call asks for: the alert's own measurement (insights) or a named one. */
export type ChartKind = ReadingKind | 'alert';

export async function alertChart(
  ctx: AppContext,
  caller: AlertCaller,
  alertId: string,
  chart: ChartKind,
  interval: (typeof HvacRuntimeInterval)[number],
  query: ChartQuery,
  now = new Date(),
): Promise<TelemetrySeries> {
  const row = await findAlert(ctx, caller, alertId);
  const kind = chart === 'alert' ? KIND_OF[row.telemetryType] : chart;
  const range = chartRange(interval, query.tzOffset, now);
  let points: TelemetrySeries['points'];
  if (query.mock) {
    points = mockReadingSeries(alertId, kind, range);
  } else {
    await requireSharedReadings(ctx.db, caller.partnerAccountId, row.alert.deviceId);
    points = await readingSeries(ctx.db, [row.alert.deviceId], kind, range);
  }
  return {
    interval,
    ...READING_KINDS[kind],
    mock: query.mock,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    threshold: thresholdIn(row, kind),
    points,
  };
}
