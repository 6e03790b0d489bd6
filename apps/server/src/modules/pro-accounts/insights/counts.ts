import { schema } from '@portal/db';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/executor';
import type { InsightsPeriods } from './periods';

const { deviceAlerts, devices, insightCounts, partnerCustomers, partnerDeviceLocations } = schema;
const { partnerDeviceServices } = schema;

// The insights' figures from their read model, insight_counts (migrations 0021 and 0022): the
// events of each figure by UTC day and UTC hour. The events between two instants a and b are the
// days from a's day up to b's day, less the events of a's day before a, plus those of b's day
// before b; the events of a day before an instant t are its whole hours before t's hour and the
// rows themselves from that hour up to t. So a period of any length, in any time zone (a viewer's
// midnight need not fall on a UTC hour), reads its days, at most 23 hours a bound, and the rows
// of at most one hour a bound.

export type InsightFigure = (typeof schema.insightFigure.enumValues)[number];

/** Where a figure's events are stored: the table, and the time each row counts at. */
const SOURCES: Record<InsightFigure, { table: PgTable; at: AnyColumn; where?: SQL }> = {
  customersAdded: { table: partnerCustomers, at: partnerCustomers.createdAt },
  homesAdded: { table: partnerDeviceLocations, at: partnerDeviceLocations.createdAt },
  homesCommissioned: { table: partnerDeviceLocations, at: partnerDeviceLocations.commissionedAt },
  devicesInstalled: { table: devices, at: devices.createdAt },
  devicesOnline: { table: devices, at: devices.createdAt },
  requestsSent: {
    table: partnerDeviceServices,
    at: partnerDeviceServices.requestedAt,
    // Lets partner_device_services_account_type_idx read the period of every service type.
    where: sql`${partnerDeviceServices.serviceType} = any(enum_range(null::partner_device_service_type))`,
  },
  requestsAccepted: {
    table: partnerDeviceServices,
    at: partnerDeviceServices.respondedAt,
    where: sql`${partnerDeviceServices.consentStatus} = 'ACCEPTED'`,
  },
  alertsOpened: { table: deviceAlerts, at: deviceAlerts.openedAt },
  alertsResolved: { table: deviceAlerts, at: deviceAlerts.resolvedAt },
};

const timestamps = (dates: Date[]) =>
  sql`${`{${dates.map((date) => date.toISOString()).join(',')}}`}::timestamptz[]`;

const figureList = (figures: readonly InsightFigure[]) =>
  sql`${`{${figures.join(',')}}`}::insight_figure[]`;

type Part = { figure: InsightFigure; dimension: string; k: number; n: number };

/**
 * The events of the figures, by dimension, between each bound and the next: `[k]` counts those
 * from bounds[k] up to bounds[k + 1]. The bounds go up, and are at most a few hundred.
 */
async function countsBetween(
  db: Executor,
  partnerAccountId: string,
  figures: readonly InsightFigure[],
  bounds: Date[],
): Promise<Map<string, number[]>> {
  const ofCompany = sql`${insightCounts.partnerAccountId} = ${partnerAccountId}
    and ${insightCounts.figure} = any(${figureList(figures)})`;
  // The rows of the hour each bound falls in, up to the bound, straight from each figure's table
  // (its index on the company and that time), counted as the read model counts them.
  const minutes = figures.map((figure) => {
    const { table, at, where } = SOURCES[figure];
    return sql`select events.figure, events.dimension, count(*)::int as n
      from ${table} cross join insight_events(${table}) as events
      where ${table}.partner_account_id = ${partnerAccountId}
        and ${at} >= bounds.hour and ${at} < bounds.at ${where ? sql`and ${where}` : sql``}
        and events.figure = ${figure}
      group by 1, 2`;
  });
  const days = bounds.map((bound) => floorDay(bound));
  const { rows } = await db.execute<Part & { part: 'day' | 'offset' }>(sql`
    with bounds as (
      select k::int - 1 as k, at, date_trunc('day', at, 'UTC') as day,
             date_trunc('hour', at, 'UTC') as hour
      from unnest(${timestamps(bounds)}) with ordinality as bounds(at, k)
    )
    select 'day' as part, ${insightCounts.figure} as figure, ${insightCounts.dimension} as dimension,
           width_bucket(${insightCounts.start}, ${timestamps(days)}) - 1 as k,
           sum(${insightCounts.count})::int as n
    from ${insightCounts}
    where ${ofCompany} and ${insightCounts.span} = 'DAY'
      and ${insightCounts.start} >= ${days[0]?.toISOString()}::timestamptz
      and ${insightCounts.start} < ${days.at(-1)?.toISOString()}::timestamptz
    group by 2, 3, 4
    union all
    select 'offset', offsets.figure, offsets.dimension, bounds.k, offsets.n
    from bounds
    -- Lateral and grouped, so that each bound reads its own hours and minutes by index.
    cross join lateral (
      select ${insightCounts.figure} as figure, ${insightCounts.dimension} as dimension,
             sum(${insightCounts.count})::int as n
      from ${insightCounts}
      where ${ofCompany} and ${insightCounts.span} = 'HOUR'
        and ${insightCounts.start} >= bounds.day and ${insightCounts.start} < bounds.hour
      group by 1, 2
      ${sql.join(
        minutes.map((part) => sql`union all ${part}`),
        sql` `,
      )}
    ) as offsets`);
  const counts = new Map<string, number[]>();
  const of = (figure: string, dimension: string) => {
    const key = `${figure}\n${dimension}`;
    const list = counts.get(key) ?? new Array<number>(bounds.length - 1).fill(0);
    counts.set(key, list);
    return list;
  };
  for (const { part, figure, dimension, k, n } of rows) {
    const list = of(figure, dimension);
    if (part === 'day') list[k] = (list[k] ?? 0) + n;
    else {
      // The events of bound k's day before it belong to the span that ends at k, not to the one
      // its day was counted in.
      if (k > 0) list[k - 1] = (list[k - 1] ?? 0) + n;
      if (k < list.length) list[k] = (list[k] ?? 0) - n;
    }
  }
  return counts;
}

const floorDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** A figure's events in the previous period (0 without one) and in each bucket of the period. */
export type FigureSeries = { previous: number; series: number[] };

/** The figures' events by dimension over the periods. */
export type FigureCounts = {
  /** A figure over one dimension or all of them. */
  of: (figure: InsightFigure, dimension?: string) => FigureSeries;
  /** The dimensions the figure has events in. */
  dimensions: (figure: InsightFigure) => string[];
};

/** The figures' events in each bucket of the period, and in the previous period. */
export async function countsByBucket(
  db: Executor,
  partnerAccountId: string,
  figures: readonly InsightFigure[],
  periods: InsightsPeriods,
): Promise<FigureCounts> {
  const bounds = [
    ...(periods.previous ? [periods.previous.from] : []),
    ...periods.starts,
    periods.period.to,
  ];
  const counts = await countsBetween(db, partnerAccountId, figures, bounds);
  const entries = [...counts].map(([key, list]) => {
    const [figure = '', dimension = ''] = key.split('\n');
    return { figure, dimension, list };
  });
  return {
    of: (figure, dimension) => {
      const sums = new Array<number>(bounds.length - 1).fill(0);
      for (const entry of entries) {
        if (entry.figure !== figure || (dimension !== undefined && entry.dimension !== dimension))
          continue;
        entry.list.forEach((n, k) => {
          sums[k] = (sums[k] ?? 0) + n;
        });
      }
      return periods.previous
        ? { previous: sums[0] ?? 0, series: sums.slice(1) }
        : { previous: 0, series: sums };
    },
    dimensions: (figure) =>
      entries.filter((entry) => entry.figure === figure).map((entry) => entry.dimension),
  };
}

/** The figures' events of all time, by figure and dimension. */
export async function totals(
  db: Executor,
  partnerAccountId: string,
  figures: readonly InsightFigure[],
): Promise<{ figure: InsightFigure; dimension: string; n: number }[]> {
  const { rows } = await db.execute<{ figure: InsightFigure; dimension: string; n: number }>(sql`
    select ${insightCounts.figure} as figure, ${insightCounts.dimension} as dimension,
           sum(${insightCounts.count})::int as n
    from ${insightCounts}
    where ${insightCounts.partnerAccountId} = ${partnerAccountId}
      and ${insightCounts.figure} = any(${figureList(figures)}) and ${insightCounts.span} = 'DAY'
    group by 1, 2`);
  return rows;
}
