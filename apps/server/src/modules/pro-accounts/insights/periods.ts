import type { DashboardMetricsInterval, InsightsPeriod, SeriesBucket } from '@portal/contracts';
import { sql } from 'drizzle-orm';

// The periods of the business insights (spec 000 §3 Dashboard intervals). A period runs from the
// viewer's midnight that starts its first bucket up to now, so every bucket of its series is
// whole but the current one; the previous period is as long and ends where it starts.
// Dates here are "walls": the viewer's clock (UTC shifted by tzOffset) held in a Date, so its
// getUTC* parts are the viewer's day and hour.

type Interval = (typeof DashboardMetricsInterval)[number];

const MINUTE_MS = 60_000;

const toWall = (instant: Date, tzOffset: number) =>
  new Date(instant.getTime() + tzOffset * MINUTE_MS);
const toInstant = (wall: Date, tzOffset: number) => new Date(wall.getTime() - tzOffset * MINUTE_MS);

const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month, date));

/** The first instant of the bucket the wall falls in: its day, its week (Monday) or its month. */
function bucketStart(bucket: SeriesBucket, wall: Date): Date {
  const [year, month, date] = [wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()];
  if (bucket === 'DAY') return day(year, month, date);
  if (bucket === 'WEEK') return day(year, month, date - ((wall.getUTCDay() + 6) % 7));
  return day(year, month, 1);
}

function nextBucket(bucket: SeriesBucket, start: Date): Date {
  const [year, month, date] = [start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()];
  if (bucket === 'DAY') return day(year, month, date + 1);
  if (bucket === 'WEEK') return day(year, month, date + 7);
  return day(year, month + 1, 1);
}

/** The same day `months` calendar months earlier, or that month's last day if it is shorter. */
function monthsBefore(wall: Date, months: number): Date {
  const [year, month] = [wall.getUTCFullYear(), wall.getUTCMonth() - months];
  const lastDate = day(year, month + 1, 0).getUTCDate();
  return day(year, month, Math.min(wall.getUTCDate(), lastDate));
}

const daysBack = (today: Date, days: number) =>
  day(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days);

/** Each interval's bucket and the first day of its period, from the viewer's today. */
const INTERVALS: Record<
  Exclude<Interval, 'Lifetime'>,
  { bucket: SeriesBucket; start: (today: Date) => Date }
> = {
  LastWeek: { bucket: 'DAY', start: (today) => daysBack(today, 6) },
  LastThirtyDays: { bucket: 'DAY', start: (today) => daysBack(today, 29) },
  LastSixtyDays: { bucket: 'DAY', start: (today) => daysBack(today, 59) },
  LastThreeMonths: { bucket: 'WEEK', start: (today) => monthsBefore(today, 3) },
  LastSixMonths: { bucket: 'WEEK', start: (today) => monthsBefore(today, 6) },
  LastYear: { bucket: 'MONTH', start: (today) => monthsBefore(today, 11) },
  YearToDate: { bucket: 'MONTH', start: (today) => day(today.getUTCFullYear(), 0, 1) },
};

export type InsightsPeriods = {
  period: { from: Date; to: Date };
  /** null for Lifetime. */
  previous: { from: Date; to: Date } | null;
  bucket: SeriesBucket;
  /** Each bucket's first instant, oldest first. */
  starts: Date[];
};

/**
 * The period of an interval ending `now`, on the viewer's clock. Lifetime starts with the month
 * of `firstRecord` (the company's earliest figure; the current month without one).
 */
export function periodsOf(
  interval: Interval,
  now: Date,
  tzOffset: number,
  firstRecord?: Date | null,
): InsightsPeriods {
  const today = toWall(now, tzOffset);
  const { bucket, start } =
    interval === 'Lifetime'
      ? { bucket: 'MONTH' as const, start: () => toWall(firstRecord ?? now, tzOffset) }
      : INTERVALS[interval];
  const first = start(today);
  const firstWall = bucketStart(bucket, first < today ? first : today);
  const walls: Date[] = [];
  for (let wall = firstWall; wall <= today; wall = nextBucket(bucket, wall)) walls.push(wall);
  const from = toInstant(firstWall, tzOffset);
  const length = now.getTime() - from.getTime();
  return {
    period: { from, to: now },
    previous:
      interval === 'Lifetime' ? null : { from: new Date(from.getTime() - length), to: from },
    bucket,
    starts: walls.map((wall) => toInstant(wall, tzOffset)),
  };
}

export const periodJson = ({ from, to }: { from: Date; to: Date }): InsightsPeriod => ({
  from: from.toISOString(),
  to: to.toISOString(),
});

/** A timestamp as a parameter PostgreSQL reads as timestamptz whatever it is compared with. */
export const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;
