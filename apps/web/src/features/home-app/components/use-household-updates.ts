import {
  type DeviceStateChangedEvent,
  householdChannel,
  type RemoteSessionChangedEvent,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  householdActivityKey,
  householdDevicesKey,
  householdSessionsKey,
} from '@/features/home-app/api/query-keys';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { RealtimeClient, realtimeUrl } from '@/shared/lib/realtime/realtime-client';
import { distinctQueryKeys, type QueryKeys } from '@/shared/lib/realtime/refreshed-queries';
import { BURST_MS, NOTIFICATIONS_POLL_MS } from '@/shared/lib/realtime/use-realtime-notifications';

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

/** The households as one stable value, so that a refetch of the same list changes nothing. */
const listOf = (consumerAccountIds: readonly string[]) => [...consumerAccountIds].sort().join(',');

/**
 * Issue 17: while the homeowner app is open, listen on the channel of each of the homeowner's
 * households, and refetch the remote sessions on every RemoteSessionChanged (a request shows at
 * once) and the devices on every DeviceStateChanged; after a reconnect, all of them. The
 * events of a burst refresh once, as on the pro channel. Closes when the households change or
 * the app unmounts (sign-out).
 */
export function useHouseholdUpdates(consumerAccountIds: readonly string[]): void {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  const households = listOf(consumerAccountIds);

  // The socket outlives token refreshes; a reconnect authenticates with the newest token.
  const accessToken = useRef('');
  useEffect(() => {
    accessToken.current = session?.accessToken ?? '';
  }, [session?.accessToken]);

  useEffect(() => {
    if (households === '') return;
    const byChannel = new Map(households.split(',').map((id) => [householdChannel(id), id]));
    let stale: Array<readonly string[]> = [];
    let flush: ReturnType<typeof setTimeout> | undefined;
    const refresh = (queryKeys: QueryKeys) => {
      stale.push(...queryKeys);
      flush ??= setTimeout(() => {
        const burst = distinctQueryKeys(stale);
        stale = [];
        flush = undefined;
        for (const queryKey of burst) void queryClient.invalidateQueries({ queryKey });
      }, BURST_MS);
    };
    const client = new RealtimeClient<HouseholdEvent>({
      url: realtimeUrl(window.location.origin),
      accessToken: () => accessToken.current,
      events: HOUSEHOLD_EVENTS,
      onEvent: (event) => {
        const consumerAccountId = byChannel.get(event.channel);
        if (consumerAccountId) refresh(queryKeysRefreshedBy(event, consumerAccountId));
      },
      onResubscribed: (channel) => {
        const consumerAccountId = byChannel.get(channel);
        if (consumerAccountId) refresh(everyQueryKeyRefreshed(consumerAccountId));
      },
    });
    for (const channel of byChannel.keys()) client.subscribe(channel);
    return () => {
      clearTimeout(flush);
      client.close();
    };
  }, [households, queryClient]);
}

/**
 * The fallback while REAL_TIME_MESSAGING is off (spec 000 §6): every NOTIFICATIONS_POLL_MS the
 * households' sessions ask again (only those on screen refetch), so a request still shows
 * without a reload. A hidden tab waits.
 */
export function usePolledHouseholds(consumerAccountIds: readonly string[]): void {
  const queryClient = useQueryClient();
  const households = listOf(consumerAccountIds);

  useEffect(() => {
    if (households === '') return;
    const poll = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      for (const id of households.split(',')) {
        void queryClient.invalidateQueries({ queryKey: householdSessionsKey(id) });
      }
    }, NOTIFICATIONS_POLL_MS);
    return () => clearInterval(poll);
  }, [households, queryClient]);
}
