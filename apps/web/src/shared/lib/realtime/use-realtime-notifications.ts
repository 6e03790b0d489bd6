import { proChannel } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { viewerQueryOptions } from '@/shared/lib/viewer/get-viewer';
import {
  everyQueryKeyRefreshed,
  PRO_CHANNEL_EVENTS,
  queryKeysRefreshedBy,
  type RealtimeEvent,
} from './refreshed-queries';
import { type ChannelQueries, usePolledRefresh, useRealtimeRefresh } from './use-realtime-refresh';

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
  const partnerAccountId = useFollowedCompany();
  const channels = new Map<string, ChannelQueries<RealtimeEvent>>();
  if (partnerAccountId) {
    channels.set(proChannel(partnerAccountId), {
      refreshedBy: (event) => queryKeysRefreshedBy(event, partnerAccountId),
      everything: everyQueryKeyRefreshed(partnerAccountId),
    });
  }
  useRealtimeRefresh(PRO_CHANNEL_EVENTS, channels);
}

/**
 * The fallback while REAL_TIME_MESSAGING is off (spec 000 §6): what the hub's events would
 * refresh (the bell, the people and alert pages) asks again now and then, as after a reconnect.
 */
export function usePolledNotifications(): void {
  const partnerAccountId = useFollowedCompany();
  usePolledRefresh(partnerAccountId ? everyQueryKeyRefreshed(partnerAccountId) : []);
}
