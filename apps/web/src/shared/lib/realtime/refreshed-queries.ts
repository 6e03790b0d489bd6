import type { DeviceAlertChangedEvent, ProNotificationEvent } from '@portal/contracts';

// The queries the realtime hub's events make stale. Features key their queries under these
// roots, so the shared client refreshes them without knowing the features.

/** The root of every device alert query (the alerts dashboard, an alert's page and charts). */
export const DEVICE_ALERTS_QUERY_KEY = ['deviceAlerts'] as const;

/** The root of the bell's queries (shared/lib/notifications). */
export const PRO_NOTIFICATIONS_QUERY_KEY = ['proNotifications'] as const;

/** A ProNotificationEvent: the bell and the company's people pages. */
const NOTIFICATION_QUERY_KEYS = [
  PRO_NOTIFICATIONS_QUERY_KEY,
  ['addRequests'],
  ['employees'],
] as const;

/**
 * A DeviceAlertChanged event: the alert lists and pages, the bell (which lists active alerts), and
 * the customer pages, whose devices show their active alerts.
 */
const ALERT_QUERY_KEYS = [
  DEVICE_ALERTS_QUERY_KEY,
  PRO_NOTIFICATIONS_QUERY_KEY,
  ['customers'],
] as const;

export type RealtimeEvent = ProNotificationEvent | DeviceAlertChangedEvent;

export function queryKeysRefreshedBy(event: RealtimeEvent): ReadonlyArray<readonly string[]> {
  return event.type === 'DeviceAlertChanged' ? ALERT_QUERY_KEYS : NOTIFICATION_QUERY_KEYS;
}

/** After a reconnect any event may have been missed: everything an event refreshes. */
export const EVERY_REFRESHED_QUERY_KEY: ReadonlyArray<readonly string[]> = [
  ...NOTIFICATION_QUERY_KEYS,
  DEVICE_ALERTS_QUERY_KEY,
  ['customers'],
];
