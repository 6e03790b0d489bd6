import { DEVICE_ALERTS_QUERY_KEY } from '@/shared/lib/realtime/refreshed-queries';

// Every query of the feature lives under ['deviceAlerts', partnerAccountId]: the realtime hub's
// DeviceAlertChanged refreshes them all, and so does a dismissal.

export const alertsQueryKey = (partnerAccountId: string) =>
  [...DEVICE_ALERTS_QUERY_KEY, partnerAccountId] as const;

/** The company's path segment, for every call under /api/v1/proAccounts/{id}. */
export const accountPath = (partnerAccountId: string) =>
  `/api/v1/proAccounts/${encodeURIComponent(partnerAccountId)}`;

/** One alert's calls: itself, its info, its charts and its replacement lifetime. */
export const alertPath = (partnerAccountId: string, alertId: string) =>
  `${accountPath(partnerAccountId)}/alerts/${encodeURIComponent(alertId)}`;

/**
 * The viewer's offset from UTC in minutes (UTC-5 is -300), as the chart calls take it: buckets
 * start on the viewer's own hours and days.
 */
export const viewerTzOffset = () => -new Date().getTimezoneOffset();
