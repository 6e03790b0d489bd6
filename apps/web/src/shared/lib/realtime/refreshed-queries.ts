import type {
  DeviceAlertChangedEvent,
  DeviceStateChangedEvent,
  ProNotificationEvent,
  RemoteSessionChangedEvent,
} from '@portal/contracts';

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

/**
 * The company's remote-session queries (the banner's open sessions, a device's sessions): a
 * RemoteSessionChanged event makes them stale.
 */
export const remoteSessionsQueryKey = (partnerAccountId: string) =>
  ['remoteSessions', partnerAccountId] as const;

/** The root of what devices answer about themselves (live state, schedule, Smart Away, set-up). */
export const DEVICE_CONTROL_QUERY_KEY = ['deviceControl'] as const;

/** One device's state and settings: a DeviceStateChanged event about it makes them stale. */
export const deviceControlQueryKey = (deviceId: string) =>
  [...DEVICE_CONTROL_QUERY_KEY, deviceId] as const;

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

export type RealtimeEvent =
  | ProNotificationEvent
  | DeviceAlertChangedEvent
  | RemoteSessionChangedEvent
  | DeviceStateChangedEvent;

/** The events of the company's pro channel that refresh queries. */
export const PRO_CHANNEL_EVENTS = [
  'ProNotificationEvent',
  'DeviceAlertChanged',
  'RemoteSessionChanged',
  'DeviceStateChanged',
] as const satisfies readonly RealtimeEvent['type'][];

/** What an event on the company's channel makes stale. */
export function queryKeysRefreshedBy(event: RealtimeEvent, partnerAccountId: string): QueryKeys {
  switch (event.type) {
    case 'DeviceAlertChanged':
      return alertQueryKeys(partnerAccountId);
    case 'RemoteSessionChanged':
      // The device's controls open or close with its session.
      return [remoteSessionsQueryKey(partnerAccountId), deviceControlQueryKey(event.deviceId)];
    case 'DeviceStateChanged':
      return [deviceControlQueryKey(event.deviceId)];
    default:
      return NOTIFICATION_QUERY_KEYS;
  }
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
  distinctQueryKeys([
    ...NOTIFICATION_QUERY_KEYS,
    ...alertQueryKeys(partnerAccountId),
    remoteSessionsQueryKey(partnerAccountId),
    DEVICE_CONTROL_QUERY_KEY,
  ]);
