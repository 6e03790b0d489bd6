import { proChannel } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { viewerQueryOptions } from '@/shared/lib/viewer/get-viewer';
import { RealtimeClient, realtimeUrl } from './realtime-client';
import {
  distinctQueryKeys,
  everyQueryKeyRefreshed,
  PRO_CHANNEL_EVENTS,
  type QueryKeys,
  queryKeysRefreshedBy,
} from './refreshed-queries';

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

/**
 * The company whose events the signed-in viewer follows; undefined signed out, in mock mode (no
 * server to listen to) or without a company. Only reads the viewer: the header and route guard
 * fetch it on every signed-in page, and fetching here too would add a call wherever the
 * providers are mounted.
 */
function useFollowedCompany(): string | undefined {
  const { status, mockMode } = useAuth();
  const { data: viewer } = useQuery({ ...viewerQueryOptions(), enabled: false });
  const live = status === 'authenticated' && !mockMode;
  return live ? viewer?.partnerUsers[0]?.partnerAccount.id : undefined;
}

/**
 * Spec 000 §4: while signed in to a company, listen on its pro channel and refetch the bell (and
 * the pages showing the same people) on every ProNotificationEvent, and the alert lists, pages,
 * bell and customer account pages on every DeviceAlertChanged, the remote sessions on every
 * RemoteSessionChanged and a device's controls on every DeviceStateChanged; unsubscribe and close
 * on sign-out. After a reconnect all of them are refetched, as events may have been missed. The
 * events of a burst refresh once.
 */
export function useRealtimeNotifications(): void {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  const partnerAccountId = useFollowedCompany();

  // The socket outlives token refreshes; a reconnect authenticates with the newest token.
  const accessToken = useRef('');
  useEffect(() => {
    accessToken.current = session?.accessToken ?? '';
  }, [session?.accessToken]);

  useEffect(() => {
    if (!partnerAccountId) return;
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
    const client = new RealtimeClient({
      url: realtimeUrl(window.location.origin),
      accessToken: () => accessToken.current,
      events: PRO_CHANNEL_EVENTS,
      onEvent: (event) => refresh(queryKeysRefreshedBy(event, partnerAccountId)),
      onResubscribed: () => refresh(everyQueryKeyRefreshed(partnerAccountId)),
    });
    client.subscribe(proChannel(partnerAccountId));
    return () => {
      clearTimeout(flush);
      client.close();
    };
  }, [partnerAccountId, queryClient]);
}

/**
 * The fallback while REAL_TIME_MESSAGING is off (spec 000 §6) and no socket may be opened: every
 * NOTIFICATIONS_POLL_MS, what the hub's events would refresh (the bell, the people and alert
 * pages) asks again, as after a reconnect. Only the queries on screen refetch. A hidden tab
 * waits: coming back to it refetches the stale bell anyway (the query client's refetch on focus).
 */
export function usePolledNotifications(): void {
  const queryClient = useQueryClient();
  const partnerAccountId = useFollowedCompany();

  useEffect(() => {
    if (!partnerAccountId) return;
    const poll = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      for (const queryKey of everyQueryKeyRefreshed(partnerAccountId)) {
        void queryClient.invalidateQueries({ queryKey });
      }
    }, NOTIFICATIONS_POLL_MS);
    return () => clearInterval(poll);
  }, [partnerAccountId, queryClient]);
}
