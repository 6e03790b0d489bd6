import type { DeviceAlertChangedEvent, ProNotificationEvent } from '@portal/contracts';

// The queries the realtime hub's events make stale. Features key their queries under these
// roots, so the shared client refreshes them without knowing the features.

/**
 * The root of the alert queries an alert's change makes stale: the alert lists and an alert's
 * info. What no alert's change touches (alert types, charts) lives elsewhere, out of the refresh.
 */
export const DEVICE_ALERTS_QUERY_KEY = ['deviceAlerts'] as const;

/** The root of the bell's queries (shared/lib/notifications). */
export const PRO_NOTIFICATIONS_QUERY_KEY = ['proNotifications'] as const;

/**
 * The company's customer account pages, whose devices show their readings and active alerts.
 * Inside the customers feature's ['customers', partnerAccountId], so its own changes refresh
 * them too; the rest of it (the list, a device's history) no alert changes.
 */
export const customerAccountQueryKey = (partnerAccountId: string) =>
  ['customers', partnerAccountId, 'customer'] as const;

export type QueryKeys = ReadonlyArray<readonly string[]>;

/** A ProNotificationEvent: the bell and the company's people pages. */
const NOTIFICATION_QUERY_KEYS: QueryKeys = [
  PRO_NOTIFICATIONS_QUERY_KEY,
  ['addRequests'],
  ['employees'],
];

/**
 * A DeviceAlertChanged event: the alert lists and pages, the bell (which lists active alerts),
 * and the customer account pages.
 */
const alertQueryKeys = (partnerAccountId: string): QueryKeys => [
  DEVICE_ALERTS_QUERY_KEY,
  PRO_NOTIFICATIONS_QUERY_KEY,
  customerAccountQueryKey(partnerAccountId),
];

export type RealtimeEvent = ProNotificationEvent | DeviceAlertChangedEvent;

/** What an event on the company's channel makes stale. */
export function queryKeysRefreshedBy(event: RealtimeEvent, partnerAccountId: string): QueryKeys {
  return event.type === 'DeviceAlertChanged'
    ? alertQueryKeys(partnerAccountId)
    : NOTIFICATION_QUERY_KEYS;
}

/** Each key once, where it first came. */
export function distinctQueryKeys(queryKeys: Iterable<readonly string[]>): QueryKeys {
  const byText = new Map<string, readonly string[]>();
  for (const queryKey of queryKeys) {
    const text = JSON.stringify(queryKey);
    if (!byText.has(text)) byText.set(text, queryKey);
  }
  return [...byText.values()];
}

/** After a reconnect any event may have been missed: everything an event refreshes. */
export const everyQueryKeyRefreshed = (partnerAccountId: string): QueryKeys =>
  distinctQueryKeys([...NOTIFICATION_QUERY_KEYS, ...alertQueryKeys(partnerAccountId)]);
