import type { DashboardInsights, InsightsMetric } from '@portal/contracts';

/** A figure now and in the period before, its change worked out as the server does. */
export const metric = (current: number, previous: number | null = current): InsightsMetric => ({
  current,
  previous,
  change: previous === null || previous === 0 ? null : (current - previous) / previous,
});

/** Thirty days of a company that is growing: every figure as the server would answer it. */
export function dashboardInsightsOf(fields: Partial<DashboardInsights> = {}): DashboardInsights {
  return {
    interval: 'LastThirtyDays',
    tzOffset: 0,
    period: { from: '2026-02-28T00:00:00.000Z', to: '2026-03-30T00:00:00.000Z' },
    previousPeriod: { from: '2026-01-29T00:00:00.000Z', to: '2026-02-28T00:00:00.000Z' },
    customersAdded: metric(12, 8),
    homesAdded: metric(14, 14),
    devicesInstalled: metric(30, 40),
    devicesOnline: { online: 1180, total: 1240 },
    serviceRequests: [
      {
        serviceType: 'InstallationPartnerDeviceService',
        sent: metric(5, 0),
        accepted: metric(0, 0),
      },
      { serviceType: 'BrandingPartnerDeviceService', sent: metric(10, 5), accepted: metric(6, 3) },
      { serviceType: 'ProAlertsPartnerDeviceService', sent: metric(2, 4), accepted: metric(1, 1) },
    ],
    remoteSessions: metric(4, 3),
    alertsOpened: metric(40, 50),
    alertsResolved: metric(35, 30),
    series: {
      bucket: 'DAY',
      points: [
        {
          start: '2026-03-28T00:00:00.000Z',
          customersAdded: 1,
          devicesInstalled: 2,
          alertsOpened: 3,
        },
        {
          start: '2026-03-29T00:00:00.000Z',
          customersAdded: 1500,
          devicesInstalled: 0,
          alertsOpened: 1,
        },
      ],
    },
    ...fields,
  };
}
