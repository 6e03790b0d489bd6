import { DEVICE_ALERTS_QUERY_KEY } from '@/shared/lib/realtime/refreshed-queries';

// The alert lists and an alert's info live under ['deviceAlerts', partnerAccountId]: the realtime
// hub's DeviceAlertChanged refreshes them, and so does a dismissal. What no alert's change
// touches lives under keys neither refreshes.

export const alertsQueryKey = (partnerAccountId: string) =>
  [...DEVICE_ALERTS_QUERY_KEY, partnerAccountId] as const;

/** The dashboard's filter choices: the catalogue's alert types and the customer search. */
export const alertFiltersQueryKey = (partnerAccountId: string) =>
  ['alertFilters', partnerAccountId] as const;

/** A device's measurements behind an alert's charts and its replacement lifetime. */
export const deviceDataQueryKey = (partnerAccountId: string) =>
  ['deviceData', partnerAccountId] as const;

/** The company's path segment, for every call under /api/v1/proAccounts/{id}. */
export const accountPath = (partnerAccountId: string) =>
  `/api/v1/proAccounts/${encodeURIComponent(partnerAccountId)}`;

/** One alert's calls: itself, its info, its charts and its replacement lifetime. */
export const alertPath = (partnerAccountId: string, alertId: string) =>
  `${accountPath(partnerAccountId)}/alerts/${encodeURIComponent(alertId)}`;
