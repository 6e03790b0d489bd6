import {
  type RuntimePoint,
  type RuntimeTotals,
  type SeriesPoint,
  TELEMETRY_UNIT,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { and, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import type { SeriesRange } from '../services/telemetry-ranges';

const { telemetryHourly } = schema;

// Series read from the hourly aggregates (telemetry_hourly), for the alert charts, the HVAC
// runtime of a device and the homeowner's reports: a few hundred rows at most, never the
// readings themselves.

export type ReadingKind = 'temperature' | 'humidity' | 'vocs' | 'co2';

const readingKind = <T extends keyof typeof TELEMETRY_UNIT>(telemetryType: T) => ({
  telemetryType,
  unit: TELEMETRY_UNIT[telemetryType],
});

/** What each measurement is called in the API, and its unit. */
export const READING_KINDS: Record<ReadingKind, ReturnType<typeof readingKind>> = {
  temperature: readingKind('Temperature'),
  humidity: readingKind('Humidity'),
  vocs: readingKind('Vocs'),
  co2: readingKind('Co2'),
};

const READING_COLUMNS = {
  temperature: {
    sum: telemetryHourly.temperatureSum,
    count: telemetryHourly.temperatureCount,
    min: telemetryHourly.temperatureMin,
    max: telemetryHourly.temperatureMax,
  },
  humidity: {
    sum: telemetryHourly.humiditySum,
    count: telemetryHourly.humidityCount,
    min: telemetryHourly.humidityMin,
    max: telemetryHourly.humidityMax,
  },
  vocs: {
    sum: telemetryHourly.vocsSum,
    count: telemetryHourly.vocsCount,
    min: telemetryHourly.vocsMin,
    max: telemetryHourly.vocsMax,
  },
  co2: {
    sum: telemetryHourly.co2Sum,
    count: telemetryHourly.co2Count,
    min: telemetryHourly.co2Min,
    max: telemetryHourly.co2Max,
  },
} as const;

/**
 * The start of the bucket an hourly row falls in, in epoch milliseconds: truncated on the
 * viewer's clock (UTC shifted by tzOffset) and shifted back, independent of the session's zone.
 * Written into the text rather than bound, so that GROUP BY and ORDER BY repeat the very
 * expression of the select list (PostgreSQL tells bound copies apart); both are checked here.
 */
function bucketOf(range: SeriesRange): SQL<number> {
  if (!Number.isInteger(range.tzOffset)) throw new Error(`not an offset: ${range.tzOffset}`);
  const unit = sql.raw(`'${range.bucket}'`);
  const shift = sql.raw(`interval '${range.tzOffset} minutes'`);
  return sql<number>`(extract(epoch from (date_trunc(${unit}, (${telemetryHourly.hour} at time zone 'UTC') + ${shift}) - ${shift}) at time zone 'UTC') * 1000)::float8`;
}

function within(deviceIds: string[], range: SeriesRange): SQL | undefined {
  return and(
    inArray(telemetryHourly.deviceId, deviceIds),
    gte(telemetryHourly.hour, range.from),
    lt(telemetryHourly.hour, range.to),
  );
}

const oneDecimal = (value: SQL) => sql<number>`round((${value})::numeric, 1)::float8`;

/**
 * A measurement's minimum, average and maximum per bucket over these devices, oldest first;
 * buckets without a reading of it are left out. Averages weigh every reading alike (the sums
 * over the counts), to one decimal as min and max.
 */
export async function readingSeries(
  db: Executor,
  deviceIds: string[],
  kind: ReadingKind,
  range: SeriesRange,
): Promise<SeriesPoint[]> {
  if (deviceIds.length === 0) return [];
  const column = READING_COLUMNS[kind];
  const bucket = bucketOf(range);
  const rows = await db
    .select({
      time: bucket,
      min: oneDecimal(sql`min(${column.min})`),
      avg: oneDecimal(sql`sum(${column.sum}::float8) / sum(${column.count})`),
      max: oneDecimal(sql`max(${column.max})`),
    })
    .from(telemetryHourly)
    .where(and(within(deviceIds, range), sql`${column.count} > 0`))
    .groupBy(bucket)
    .orderBy(bucket);
  return rows.map((row) => ({ ...row, time: new Date(row.time).toISOString() }));
}

/** The HVAC equipment's running seconds per bucket over these devices, oldest first. */
export async function runtimeSeries(
  db: Executor,
  deviceIds: string[],
  range: SeriesRange,
): Promise<RuntimePoint[]> {
  if (deviceIds.length === 0) return [];
  const bucket = bucketOf(range);
  const rows = await db
    .select({
      time: bucket,
      heatSeconds: sql<number>`sum(${telemetryHourly.heatSeconds})::int`,
      coolSeconds: sql<number>`sum(${telemetryHourly.coolSeconds})::int`,
      fanSeconds: sql<number>`sum(${telemetryHourly.fanSeconds})::int`,
    })
    .from(telemetryHourly)
    .where(within(deviceIds, range))
    .groupBy(bucket)
    .orderBy(bucket);
  return rows.map((row) => ({ ...row, time: new Date(row.time).toISOString() }));
}

/** Each device's running seconds over the whole range; a device without rows is left out. */
export async function runtimeTotalsByDevice(
  db: Executor,
  deviceIds: string[],
  range: SeriesRange,
): Promise<Map<string, RuntimeTotals>> {
  if (deviceIds.length === 0) return new Map();
  const rows = await db
    .select({
      deviceId: telemetryHourly.deviceId,
      heatSeconds: sql<number>`sum(${telemetryHourly.heatSeconds})::int`,
      coolSeconds: sql<number>`sum(${telemetryHourly.coolSeconds})::int`,
      fanSeconds: sql<number>`sum(${telemetryHourly.fanSeconds})::int`,
    })
    .from(telemetryHourly)
    .where(within(deviceIds, range))
    .groupBy(telemetryHourly.deviceId);
  return new Map(rows.map(({ deviceId, ...totals }) => [deviceId, totals]));
}

/** The sum of runtime points, or of per-device totals. */
export function totalOf(points: RuntimeTotals[]): RuntimeTotals {
  return points.reduce(
    (total, point) => ({
      heatSeconds: total.heatSeconds + point.heatSeconds,
      coolSeconds: total.coolSeconds + point.coolSeconds,
      fanSeconds: total.fanSeconds + point.fanSeconds,
    }),
    { heatSeconds: 0, coolSeconds: 0, fanSeconds: 0 },
  );
}
