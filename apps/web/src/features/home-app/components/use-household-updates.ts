import {
  type DeviceStateChangedEvent,
  householdChannel,
  type RemoteSessionChangedEvent,
} from '@portal/contracts';
import {
  householdActivityKey,
  householdDevicesKey,
  householdSessionsKey,
} from '@/features/home-app/api/query-keys';
import type { QueryKeys } from '@/shared/lib/realtime/refreshed-queries';
import { usePolledRefresh, useRealtimeRefresh } from '@/shared/lib/realtime/use-realtime-refresh';

/** What the household channel tells the homeowner app. */
export type HouseholdEvent = RemoteSessionChangedEvent | DeviceStateChangedEvent;
const HOUSEHOLD_EVENTS: readonly HouseholdEvent['type'][] = [
  'RemoteSessionChanged',
  'DeviceStateChanged',
];

/**
 * What an event on a household's channel makes stale: a session's move, the household's open
 * sessions (the cards) and the device's activity (audit trail, past sessions); a change on the
 * device, its activity and the device lists.
 */
export function queryKeysRefreshedBy(event: HouseholdEvent, consumerAccountId: string): QueryKeys {
  const activity = [...householdActivityKey(consumerAccountId), event.deviceId];
  return event.type === 'RemoteSessionChanged'
    ? [householdSessionsKey(consumerAccountId), activity]
    : [householdDevicesKey(consumerAccountId), activity];
}

/** After a reconnect any event may have been missed: everything the household's events refresh. */
export const everyQueryKeyRefreshed = (consumerAccountId: string): QueryKeys => [
  householdSessionsKey(consumerAccountId),
  householdDevicesKey(consumerAccountId),
  householdActivityKey(consumerAccountId),
];

/**
 * Issue 17: while the homeowner app is open, listen on the channel of each of the homeowner's
 * households, and refetch the remote sessions on every RemoteSessionChanged (a request shows at
 * once) and the devices on every DeviceStateChanged; after a reconnect, all of them. The events
 * of a burst refresh once, as on the pro channel. Closes when the households change or the app
 * unmounts (sign-out).
 */
export function useHouseholdUpdates(consumerAccountIds: readonly string[]): void {
  useRealtimeRefresh(
    HOUSEHOLD_EVENTS,
    new Map(
      consumerAccountIds.map((consumerAccountId) => [
        householdChannel(consumerAccountId),
        {
          refreshedBy: (event: HouseholdEvent) => queryKeysRefreshedBy(event, consumerAccountId),
          everything: everyQueryKeyRefreshed(consumerAccountId),
        },
      ]),
    ),
  );
}

/**
 * The fallback while REAL_TIME_MESSAGING is off (spec 000 §6): the households' sessions ask
 * again now and then, so a request still shows without a reload.
 */
export function usePolledHouseholds(consumerAccountIds: readonly string[]): void {
  usePolledRefresh([...consumerAccountIds].sort().map(householdSessionsKey));
}
