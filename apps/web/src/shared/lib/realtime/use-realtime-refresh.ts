import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { type RealtimeChannelEvent, RealtimeClient, realtimeUrl } from './realtime-client';
import { distinctQueryKeys, type QueryKeys } from './refreshed-queries';

// How the app keeps queries fresh from the realtime hub's channels, or, where no socket may be
// opened, by asking again now and then: the company's pro channel (use-realtime-notifications)
// and the homeowner's household channels (the homeowner app) alike.

/**
 * How long the events of a burst are gathered before their queries refresh once. One statement
 * that changes many alerts sends an event for each, every one its own message: refreshing on each
 * would cancel and restart the same requests as many times.
 */
export const BURST_MS = 100;

/**
 * How often the polled fallback asks again. The spec gives no figure: half a minute brings a
 * join request or an alert to the bell soon enough without a request a second from every open tab.
 */
export const NOTIFICATIONS_POLL_MS = 30_000;

/** What the events of one channel make stale. */
export interface ChannelQueries<Event> {
  refreshedBy(event: Event): QueryKeys;
  /** After a reconnect any event of the channel may have been missed: all it refreshes. */
  everything: QueryKeys;
}

/**
 * Listens on each of `channels` for `events` and refreshes the queries each event makes stale;
 * after a reconnect, everything the channel's events refresh. The events of a burst refresh once.
 * One socket serves all the channels; it outlives token refreshes (a reconnect authenticates with
 * the newest token) and closes when the channels change, when there are none, or on unmount
 * (sign-out).
 */
export function useRealtimeRefresh<Event extends RealtimeChannelEvent>(
  events: readonly Event['type'][],
  channels: ReadonlyMap<string, ChannelQueries<Event>>,
): void {
  const { session } = useAuth();
  const queryClient = useQueryClient();

  const accessToken = useRef('');
  useEffect(() => {
    accessToken.current = session?.accessToken ?? '';
  }, [session?.accessToken]);

  // The socket follows the channels' names: a new map of the same channels changes nothing, and
  // the events are told what the newest map says.
  const names = [...channels.keys()].sort().join(' ');
  const latest = useRef(channels);
  useEffect(() => {
    latest.current = channels;
  });

  useEffect(() => {
    if (names === '') return;
    let stale: Array<readonly string[]> = [];
    let flush: ReturnType<typeof setTimeout> | undefined;
    const refresh = (queryKeys: QueryKeys | undefined) => {
      if (queryKeys === undefined) return;
      stale.push(...queryKeys);
      flush ??= setTimeout(() => {
        const burst = distinctQueryKeys(stale);
        stale = [];
        flush = undefined;
        for (const queryKey of burst) void queryClient.invalidateQueries({ queryKey });
      }, BURST_MS);
    };
    const client = new RealtimeClient<Event>({
      url: realtimeUrl(window.location.origin),
      accessToken: () => accessToken.current,
      events,
      onEvent: (event) => refresh(latest.current.get(event.channel)?.refreshedBy(event)),
      onResubscribed: (channel) => refresh(latest.current.get(channel)?.everything),
    });
    for (const channel of names.split(' ')) client.subscribe(channel);
    return () => {
      clearTimeout(flush);
      client.close();
    };
  }, [names, events, queryClient]);
}

/**
 * The fallback while REAL_TIME_MESSAGING is off (spec 000 §6) and no socket may be opened: every
 * NOTIFICATIONS_POLL_MS, the queries under `queryKeys` (what the hub's events would refresh) ask
 * again. Only the queries on screen refetch. A hidden tab waits: coming back to it refetches the
 * stale queries anyway (the query client's refetch on focus).
 */
export function usePolledRefresh(queryKeys: QueryKeys): void {
  const queryClient = useQueryClient();
  // The keys as one stable value, so that the same keys in a new array keep the same timer.
  const keys = JSON.stringify(queryKeys);

  useEffect(() => {
    const polled: QueryKeys = JSON.parse(keys);
    if (polled.length === 0) return;
    const poll = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      for (const queryKey of polled) void queryClient.invalidateQueries({ queryKey });
    }, NOTIFICATIONS_POLL_MS);
    return () => clearInterval(poll);
  }, [keys, queryClient]);
}
