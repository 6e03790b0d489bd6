import type { HvacRuntimeInterval, ReportInterval } from '@portal/contracts';
import { invalidField } from '../errors';

// Which stretch of time a chart, an HVAC runtime or a report covers, and how it is cut into
// buckets. The readings are kept per UTC hour (telemetry_hourly), so a bucket is a whole number
// of those hours: an hour, or a day, week, month or year that starts at the viewer's midnight.

export type Bucket = 'hour' | 'day' | 'week' | 'month' | 'year';

/**
 * [from, to) cut into buckets that start on the viewer's clock: `tzOffset` is the viewer's
 * offset from UTC in minutes (UTC-5 is -300). Buckets of a zone that is not a whole number of
 * hours from UTC (India, +330) start on its half hours and hold the UTC hours that start in them.
 */
export type SeriesRange = { from: Date; to: Date; bucket: Bucket; tzOffset: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The start of the viewer's hour or day that `at` falls in. */
function localStart(at: Date, unit: 'hour' | 'day', tzOffset: number): Date {
  const size = unit === 'hour' ? HOUR : DAY;
  const local = at.getTime() + tzOffset * MINUTE;
  return new Date(Math.floor(local / size) * size - tzOffset * MINUTE);
}

/**
 * The alert charts (spec 001 §7.9 insights, co2Levels, vocsLevels, humidityLevels): hourly
 * buckets, the last one the current hour, over 24 hours or 7 days up to now.
 */
export function chartRange(
  interval: (typeof HvacRuntimeInterval)[number],
  tzOffset: number,
  now = new Date(),
): SeriesRange {
  const hours = interval === 'Last24Hours' ? 24 : 7 * 24;
  const from = new Date(localStart(now, 'hour', tzOffset).getTime() - (hours - 1) * HOUR);
  return { from, to: now, bucket: 'hour', tzOffset };
}

/**
 * HVAC runtime (devices/{id}/hvacRuntime): hourly over the last 24 hours as the charts, daily
 * over the last 7 of the viewer's days, today included.
 */
export function runtimeRange(
  interval: (typeof HvacRuntimeInterval)[number],
  tzOffset: number,
  now = new Date(),
): SeriesRange {
  if (interval === 'Last24Hours') return chartRange(interval, tzOffset, now);
  const from = new Date(localStart(now, 'day', tzOffset).getTime() - 6 * DAY);
  return { from, to: now, bucket: 'day', tzOffset };
}

const REPORT_BUCKETS: Record<(typeof ReportInterval)[number], Bucket> = {
  HOURLY: 'hour',
  DAILY: 'day',
  WEEKLY: 'week',
  MONTHLY: 'month',
  YEARLY: 'year',
};

/**
 * A report's days when it names no endDate, counting startDate, and the most days it may span:
 * an hourly report of a day, a daily one of a week..., each at most a few hundred buckets.
 */
export const REPORT_DAYS: Record<
  (typeof ReportInterval)[number],
  { default: number; max: number }
> = {
  HOURLY: { default: 1, max: 31 },
  DAILY: { default: 7, max: 366 },
  WEEKLY: { default: 28, max: 731 },
  MONTHLY: { default: 365, max: 3653 },
  YEARLY: { default: 1826, max: 3653 },
};

/**
 * A report's range (spec 001 §7.13 startDate, endDate): whole UTC days from startDate through
 * endDate, cut into the interval's buckets (weeks start on Monday). endDate before startDate, or
 * a range longer than the interval allows, is a 400 naming querystring.endDate.
 */
export function reportRange(
  interval: (typeof ReportInterval)[number],
  startDate: string,
  endDate: string | undefined,
): SeriesRange {
  const days = REPORT_DAYS[interval];
  const from = new Date(`${startDate}T00:00:00Z`);
  const to = endDate
    ? new Date(new Date(`${endDate}T00:00:00Z`).getTime() + DAY)
    : new Date(from.getTime() + days.default * DAY);
  if (to <= from) throw invalidField('querystring.endDate', 'must not be before startDate');
  if (to.getTime() - from.getTime() > days.max * DAY) {
    throw invalidField(
      'querystring.endDate',
      `a ${interval} report spans at most ${days.max} days`,
    );
  }
  return { from, to, bucket: REPORT_BUCKETS[interval], tzOffset: 0 };
}

/** Every bucket's start in an hourly or daily range, oldest first (the generated series). */
export function bucketStarts(range: SeriesRange): Date[] {
  if (range.bucket !== 'hour' && range.bucket !== 'day') {
    throw new Error(`no generated series in ${range.bucket} buckets`);
  }
  const size = range.bucket === 'hour' ? HOUR : DAY;
  const starts: Date[] = [];
  for (let at = range.from.getTime(); at < range.to.getTime(); at += size) {
    starts.push(new Date(at));
  }
  return starts;
}
