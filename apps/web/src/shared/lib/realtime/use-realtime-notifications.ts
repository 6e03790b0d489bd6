import { proChannel } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { viewerQueryOptions } from '@/shared/lib/viewer/get-viewer';
import { RealtimeClient, realtimeUrl } from './realtime-client';

/** The queries a ProNotificationEvent makes stale: the bell and the company's people pages. */
export const REALTIME_REFRESHED_QUERY_KEYS = [
  ['proNotifications'],
  ['addRequests'],
  ['employees'],
] as const;

/**
 * Spec 000 §4: while signed in to a company, listen on its pro channel and refetch the bell (and
 * the pages showing the same people) on every ProNotificationEvent; unsubscribe and close on
 * sign-out. After a reconnect the same queries are refetched, as events may have been missed.
 */
export function useRealtimeNotifications(): void {
  const { status, session, mockMode } = useAuth();
  const queryClient = useQueryClient();
  // Only reads the viewer: the header and route guard fetch it on every signed-in page, and
  // fetching here too would add a call wherever the providers are mounted.
  const { data: viewer } = useQuery({ ...viewerQueryOptions(), enabled: false });
  const partnerAccountId = viewer?.partnerUsers[0]?.partnerAccount.id;
  const live = status === 'authenticated' && !mockMode;

  // The socket outlives token refreshes; a reconnect authenticates with the newest token.
  const accessToken = useRef('');
  useEffect(() => {
    accessToken.current = session?.accessToken ?? '';
  }, [session?.accessToken]);

  useEffect(() => {
    if (!live || !partnerAccountId) return;
    const refresh = () => {
      for (const queryKey of REALTIME_REFRESHED_QUERY_KEYS) {
        void queryClient.invalidateQueries({ queryKey });
      }
    };
    const client = new RealtimeClient({
      url: realtimeUrl(window.location.origin),
      accessToken: () => accessToken.current,
      onEvent: refresh,
      onResubscribed: refresh,
    });
    client.subscribe(proChannel(partnerAccountId));
    return () => client.close();
  }, [live, partnerAccountId, queryClient]);
}
