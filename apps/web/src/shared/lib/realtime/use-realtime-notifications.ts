import { proChannel } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { viewerQueryOptions } from '@/shared/lib/viewer/get-viewer';
import { RealtimeClient, realtimeUrl } from './realtime-client';
import { EVERY_REFRESHED_QUERY_KEY, queryKeysRefreshedBy } from './refreshed-queries';

/**
 * Spec 000 §4: while signed in to a company, listen on its pro channel and refetch the bell (and
 * the pages showing the same people) on every ProNotificationEvent, and the alert lists, pages and
 * bell on every DeviceAlertChanged; unsubscribe and close on sign-out. After a reconnect all of
 * them are refetched, as events may have been missed.
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
    const refresh = (queryKeys: ReadonlyArray<readonly string[]>) => {
      for (const queryKey of queryKeys) {
        void queryClient.invalidateQueries({ queryKey });
      }
    };
    const client = new RealtimeClient({
      url: realtimeUrl(window.location.origin),
      accessToken: () => accessToken.current,
      onEvent: (event) => refresh(queryKeysRefreshedBy(event)),
      onResubscribed: () => refresh(EVERY_REFRESHED_QUERY_KEY),
    });
    client.subscribe(proChannel(partnerAccountId));
    return () => client.close();
  }, [live, partnerAccountId, queryClient]);
}
