import {
  type AlertDurations,
  type AlertInsights,
  type BrandingInsights,
  type CoBrandingInsights,
  type DashboardInsights,
  DeviceAlertSeverity,
  type InsightsMetric,
  type InsightsQuery,
  type LoyaltyInsights,
  PartnerDeviceServiceType,
  type RncDashboard,
  type RncDashboardQuery,
  TenureBucket,
} from '@portal/contracts';
import type { Executor } from '../../../db/executor';
import { AppError } from '../../../errors';
import { ASSOCIATE_NOT_FOUND } from '../../../http/not-found';
import { alertFigures, type Durations } from './alerts-repository';
import { countsByBucket, type FigureSeries, totals } from './counts';
import {
  DASHBOARD_FIGURES,
  devicesOnline,
  firstRecordAt,
  remoteSessionsHeld,
} from './dashboard-repository';
import { type InsightsPeriods, periodJson, periodsOf } from './periods';
import { brandingFigures, coBrandingFigures, loyaltyFigures } from './repository';
import { companyBuilders } from './rnc-repository';

// The insights of spec 001 §7.9, computed from the stored data at each call: the route has
// checked that the caller is a member of the company with insights:read.

/** part / whole, or null when there is no whole to speak of. */
const shareOf = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** Months and hours are shown to one decimal. */
const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

const averageOf = (sum: number, count: number): number | null =>
  count === 0 ? null : oneDecimal(sum / count);

/** GET insights/coBranding. */
export async function coBrandingInsights(
  db: Executor,
  partnerAccountId: string,
  now = new Date(),
): Promise<CoBrandingInsights> {
  const figures = await coBrandingFigures(db, partnerAccountId, now);
  return {
    brandedHomes: figures.brandedHomes,
    brandedDevices: figures.brandedDevices,
    servedHomes: figures.servedHomes,
    brandedShare: shareOf(figures.brandedHomes, figures.servedHomes),
    brandedHomesByMonth: figures.byMonth,
  };
}

/** GET insights/branding. */
export async function brandingInsights(
  db: Executor,
  partnerAccountId: string,
  now = new Date(),
): Promise<BrandingInsights> {
  const { medianHoursToAnswer, ...figures } = await brandingFigures(db, partnerAccountId, now);
  return {
    ...figures,
    acceptanceRate: shareOf(figures.accepted, figures.accepted + figures.rejected),
    medianHoursToAnswer: medianHoursToAnswer === null ? null : oneDecimal(medianHoursToAnswer),
  };
}

/** GET insights/loyaltyStatus. */
export async function loyaltyInsights(
  db: Executor,
  partnerAccountId: string,
  now = new Date(),
): Promise<LoyaltyInsights> {
  const figures = await loyaltyFigures(db, partnerAccountId, now);
  const byBucket: Record<(typeof TenureBucket)[number], number> = {
    UNDER_6_MONTHS: figures.under6Months,
    FROM_6_TO_12_MONTHS: figures.from6To12Months,
    FROM_1_TO_2_YEARS: figures.from1To2Years,
    OVER_2_YEARS: figures.over2Years,
  };
  const unbrandedCustomers = figures.customers - figures.brandedCustomers;
  return {
    customers: figures.customers,
    averageTenureMonths: averageOf(figures.tenureMonths, figures.customers),
    byTenure: TenureBucket.map((bucket) => ({ bucket, customers: byBucket[bucket] })),
    branded: {
      customers: figures.brandedCustomers,
      averageTenureMonths: averageOf(figures.brandedTenureMonths, figures.brandedCustomers),
    },
    unbranded: {
      customers: unbrandedCustomers,
      averageTenureMonths: averageOf(
        figures.tenureMonths - figures.brandedTenureMonths,
        unbrandedCustomers,
      ),
    },
  };
}

/** A figure against the previous period; Lifetime has none. */
function metricOf(current: number, previous: number | null): InsightsMetric {
  const change =
    previous === null || previous === 0
      ? null
      : Math.round(((current - previous) / previous) * 10_000) / 10_000;
  return { current, previous, change };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A figure's metric, and its count in each bucket of the series (`at(i)` for starts[i]). */
function bucketed({ previous, series }: FigureSeries, periods: InsightsPeriods) {
  return {
    metric: metricOf(sum(series), periods.previous ? previous : null),
    at: (i: number) => series[i] ?? 0,
  };
}

async function periodsFor(
  db: Executor,
  partnerAccountId: string,
  interval: InsightsQuery['interval'],
  tzOffset: number,
  now: Date,
) {
  const firstRecord = interval === 'Lifetime' ? await firstRecordAt(db, partnerAccountId) : null;
  return periodsOf(interval, now, tzOffset, firstRecord);
}

/** GET insights/dashboard. */
export async function dashboardInsights(
  db: Executor,
  partnerAccountId: string,
  { interval, tzOffset }: InsightsQuery,
  now = new Date(),
): Promise<DashboardInsights> {
  const periods = await periodsFor(db, partnerAccountId, interval, tzOffset, now);
  const [counts, online, sessions] = await Promise.all([
    countsByBucket(db, partnerAccountId, DASHBOARD_FIGURES, periods),
    devicesOnline(db, partnerAccountId),
    remoteSessionsHeld(db, partnerAccountId, periods),
  ]);
  const figure = (name: (typeof DASHBOARD_FIGURES)[number], dimension?: string) =>
    bucketed(counts.of(name, dimension), periods);
  const customers = figure('customersAdded');
  const devices = figure('devicesInstalled');
  const alerts = figure('alertsOpened');
  return {
    interval,
    tzOffset,
    period: periodJson(periods.period),
    previousPeriod: periods.previous && periodJson(periods.previous),
    customersAdded: customers.metric,
    homesAdded: figure('homesAdded').metric,
    devicesInstalled: devices.metric,
    devicesOnline: online,
    serviceRequests: PartnerDeviceServiceType.map((serviceType) => ({
      serviceType,
      sent: figure('requestsSent', serviceType).metric,
      accepted: figure('requestsAccepted', serviceType).metric,
    })),
    remoteSessions: metricOf(sessions.current, periods.previous ? sessions.previous : null),
    alertsOpened: alerts.metric,
    alertsResolved: figure('alertsResolved').metric,
    series: {
      bucket: periods.bucket,
      points: periods.starts.map((start, i) => ({
        start: start.toISOString(),
        customersAdded: customers.at(i),
        devicesInstalled: devices.at(i),
        alertsOpened: alerts.at(i),
      })),
    },
  };
}

const durationsOf = ({ count, percentiles }: Durations): AlertDurations => ({
  count,
  medianMinutes: percentiles ? oneDecimal(percentiles[0]) : null,
  p90Minutes: percentiles ? oneDecimal(percentiles[1]) : null,
});

/** GET insights/alerts. */
export async function alertInsights(
  db: Executor,
  partnerAccountId: string,
  { interval, tzOffset }: InsightsQuery,
  now = new Date(),
): Promise<AlertInsights> {
  const periods = await periodsFor(db, partnerAccountId, interval, tzOffset, now);
  // Only the period's totals: one span, no buckets and no previous period.
  const wholePeriod = { ...periods, previous: null, starts: [periods.period.from] };
  const [figures, counts] = await Promise.all([
    alertFigures(db, partnerAccountId, periods),
    countsByBucket(db, partnerAccountId, ['alertsOpened'], wholePeriod),
  ]);
  // The read model keeps the alerts opened by `severity:alertName`.
  const opened = counts.dimensions('alertsOpened').map((dimension) => {
    const [severity = '', alertName = ''] = dimension.split(/:(.*)/s);
    return { severity, alertName, opened: sum(counts.of('alertsOpened', dimension).series) };
  });
  const total = (rows: typeof opened) => sum(rows.map((row) => row.opened));
  const alertNames = [...new Set(opened.map((row) => row.alertName))];
  return {
    interval,
    tzOffset,
    period: periodJson(periods.period),
    opened: figures.durations.opened,
    bySeverity: DeviceAlertSeverity.map((severity) => ({
      severity,
      opened: total(opened.filter((row) => row.severity === severity)),
    })),
    byType: alertNames
      .map((alertName) => ({
        alertName,
        opened: total(opened.filter((row) => row.alertName === alertName)),
      }))
      .filter((row) => row.opened > 0)
      .sort((a, b) => b.opened - a.opened || (a.alertName < b.alertName ? -1 : 1)),
    timeToAcknowledge: durationsOf(figures.durations.acknowledged),
    timeToResolve: durationsOf(figures.durations.resolved),
    repeatOffenders: { devices: figures.devices ?? [], homes: figures.homes ?? [] },
  };
}

/** GET insights/rncDashboard: a builder of another company is not found, like a missing one. */
export async function rncDashboard(
  db: Executor,
  partnerAccountId: string,
  { builderId, timePeriod, tzOffset }: RncDashboardQuery,
  now = new Date(),
): Promise<RncDashboard> {
  const periods = await periodsFor(db, partnerAccountId, timePeriod, tzOffset, now);
  const [builders, counts, homes] = await Promise.all([
    companyBuilders(db, partnerAccountId, builderId),
    countsByBucket(db, partnerAccountId, ['homesAdded', 'homesCommissioned'], periods),
    totals(db, partnerAccountId, ['homesAdded']),
  ]);
  if (builderId && builders.length === 0) throw new AppError(404, ASSOCIATE_NOT_FOUND);
  return {
    timePeriod,
    tzOffset,
    period: periodJson(periods.period),
    previousPeriod: periods.previous && periodJson(periods.previous),
    bucket: periods.bucket,
    builders: builders.map(({ builderId, name }) => {
      // The read model keeps homes by the builder that pre-registered them.
      const preRegistered = bucketed(counts.of('homesAdded', builderId), periods);
      const commissioned = bucketed(counts.of('homesCommissioned', builderId), periods);
      return {
        builderId,
        name,
        homes: homes.find((row) => row.dimension === builderId)?.n ?? 0,
        preRegistered: preRegistered.metric,
        commissioned: commissioned.metric,
        points: periods.starts.map((start, i) => ({
          start: start.toISOString(),
          preRegistered: preRegistered.at(i),
          commissioned: commissioned.at(i),
        })),
      };
    }),
  };
}
