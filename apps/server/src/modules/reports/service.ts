import type {
  ConsumerUserRole,
  ReportInterval,
  ReportLevelsQuery,
  ReportRangeQuery,
  ReportSeries,
  RuntimeReport,
  RuntimeSummary,
} from '@portal/contracts';
import { and } from 'drizzle-orm';
import type { z } from 'zod';
import type { TokenUser } from '../../access-token';
import type { AppContext } from '../../context';
import { signedInUser } from '../../repositories/callers';
import { homeDevices, ofCategories } from '../../repositories/home-devices';
import {
  READING_KINDS,
  type ReadingKind,
  readingSeries,
  runtimeSeries,
  runtimeTotalsByDevice,
  totalOf,
} from '../../repositories/telemetry-series';
import { ofUser } from '../../repositories/users-devices';
import { usersDevice } from '../../services/home-devices';
import { reportRange, type SeriesRange } from '../../services/telemetry-ranges';

// The homeowner's reports (spec 001 §7.13): the history of their own devices, from the hourly
// aggregates, in UTC days cut into the interval's buckets. A device of another household is not
// found, as a missing one.

type Interval = (typeof ReportInterval)[number];
type Range = z.infer<typeof ReportRangeQuery>;

/** One of the caller's devices, if their role in its household is at least `least`. */
export async function ownDevice(
  ctx: AppContext,
  token: TokenUser | null,
  deviceId: string,
  least: ConsumerUserRole = 'GUEST',
) {
  const user = await signedInUser(ctx.db, token);
  return { user, device: await usersDevice(ctx, user.id, deviceId, least) };
}

function runtimeReport(
  deviceId: string | null,
  interval: Interval,
  range: SeriesRange,
  points: RuntimeReport['points'],
): RuntimeReport {
  return {
    deviceId,
    interval,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    points,
    totals: totalOf(points),
  };
}

/** GET reports/hvacRuntime/devices/{id}/{interval}: one device's running seconds per bucket. */
export async function deviceRuntime(
  ctx: AppContext,
  token: TokenUser | null,
  deviceId: string,
  interval: Interval,
  query: Range,
): Promise<RuntimeReport> {
  const range = reportRange(interval, query.startDate, query.endDate);
  const { device } = await ownDevice(ctx, token, deviceId);
  return runtimeReport(device.id, interval, range, await runtimeSeries(ctx.db, [device.id], range));
}

/** The caller's thermostats, in every home of their households, in the order they were added. */
async function userThermostats(ctx: AppContext, token: TokenUser | null) {
  const user = await signedInUser(ctx.db, token);
  return homeDevices(ctx.db, and(ofUser(user.id), ofCategories(['Thermostat'])));
}

/**
 * GET v1 reports/hvacRuntime/{interval}/summary: the running seconds of all the caller's
 * thermostats added up per bucket.
 */
export async function runtimeSummary(
  ctx: AppContext,
  token: TokenUser | null,
  interval: Interval,
  query: Range,
): Promise<RuntimeReport> {
  const range = reportRange(interval, query.startDate, query.endDate);
  const ids = (await userThermostats(ctx, token)).map((row) => row.device.id);
  return runtimeReport(null, interval, range, await runtimeSeries(ctx.db, ids, range));
}

/**
 * GET v2 reports/hvacRuntime/{interval}/summary: v1's, with each thermostat's totals (0 for one
 * that did not run).
 */
export async function runtimeSummaryByDevice(
  ctx: AppContext,
  token: TokenUser | null,
  interval: Interval,
  query: Range,
): Promise<RuntimeSummary> {
  const range = reportRange(interval, query.startDate, query.endDate);
  const thermostats = await userThermostats(ctx, token);
  const ids = thermostats.map((row) => row.device.id);
  const [points, totals] = await Promise.all([
    runtimeSeries(ctx.db, ids, range),
    runtimeTotalsByDevice(ctx.db, ids, range),
  ]);
  return {
    ...runtimeReport(null, interval, range, points),
    devices: thermostats.map(({ device, product }) => ({
      deviceId: device.id,
      name: device.name ?? product.marketName,
      totals: totals.get(device.id) ?? totalOf([]),
    })),
  };
}

/**
 * GET reports/humidityLevels|vocsLevels|co2Levels/devices/{id}: one measurement's minimum,
 * average and maximum per bucket; buckets without a reading of it are left out.
 */
export async function levelsReport(
  ctx: AppContext,
  token: TokenUser | null,
  deviceId: string,
  kind: ReadingKind,
  query: z.infer<typeof ReportLevelsQuery>,
): Promise<ReportSeries> {
  const range = reportRange(query.interval, query.startDate, query.endDate);
  const { device } = await ownDevice(ctx, token, deviceId);
  return {
    deviceId: device.id,
    ...READING_KINDS[kind],
    interval: query.interval,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    points: await readingSeries(ctx.db, [device.id], kind, range),
  };
}
