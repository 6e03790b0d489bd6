import type { DashboardInsights, InsightsMetric } from '@portal/contracts';

/**
 * How a figure moved against the previous period, for the words under its tile: up or down by
 * a share of the previous figure, unchanged, or up from nothing (no share of 0 exists). None
 * for Lifetime, which has no previous period.
 */
export type MetricChange =
  | { direction: 'up' | 'down'; share: number; previous: number }
  | { direction: 'same'; previous: number }
  | { direction: 'upFromNone' }
  | null;

export function changeOf(metric: InsightsMetric): MetricChange {
  const { current, previous, change } = metric;
  if (previous === null) return null;
  if (current === previous) return { direction: 'same', previous };
  if (change === null) return { direction: 'upFromNone' };
  return { direction: change > 0 ? 'up' : 'down', share: Math.abs(change), previous };
}

/** Every figure the dashboard counts over the period, to tell whether anything happened. */
function countedMetrics(insights: DashboardInsights): InsightsMetric[] {
  return [
    insights.customersAdded,
    insights.homesAdded,
    insights.devicesInstalled,
    ...insights.serviceRequests.flatMap(({ sent, accepted }) => [sent, accepted]),
    insights.remoteSessions,
    insights.alertsOpened,
    insights.alertsResolved,
  ];
}

/**
 * A company with nothing to show yet: no device anywhere and nothing counted in this period or
 * the one before. It is told how to get started rather than shown a wall of zeros.
 */
export function hasNoData(insights: DashboardInsights): boolean {
  return (
    insights.devicesOnline.total === 0 &&
    countedMetrics(insights).every(({ current, previous }) => current === 0 && !previous)
  );
}
