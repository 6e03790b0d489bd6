import { RemoteSession, type RemoteSessionConnection } from '@portal/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/shared/lib/api-client';
import { remoteSessionsQueryKey } from '@/shared/lib/realtime/refreshed-queries';
import { deviceSessionsPath, openSessionsQueryKey, singularDeviceSessionPath } from './query-keys';

// The technician's three moves in a session (spec 001 §7.19), each answering the session after
// it: enter (Active → InProgress), leave (InProgress → Active) and close (Pending → Cancelled,
// Active or InProgress → Closed). An illegal move is a 409 with its SESSION_* reason.

export type SessionMove = 'enter' | 'leave' | 'close';

export interface SessionMoveInput {
  move: SessionMove;
  deviceId: string;
  partnerDeviceSessionId: string;
}

function movePath(partnerAccountId: string, input: SessionMoveInput): string {
  const { move, deviceId, partnerDeviceSessionId } = input;
  if (move === 'enter') {
    return `${deviceSessionsPath(partnerAccountId, deviceId)}/${encodeURIComponent(partnerDeviceSessionId)}/enter`;
  }
  return `${singularDeviceSessionPath(partnerAccountId, deviceId, partnerDeviceSessionId)}/${move}`;
}

/** PUT .../enter, .../leave or .../close. */
export function moveSession(partnerAccountId: string, input: SessionMoveInput) {
  return apiRequest(movePath(partnerAccountId, input), RemoteSession, { method: 'PUT' });
}

type SessionConnection = z.infer<typeof RemoteSessionConnection>;

/**
 * Puts a session as the server answered it into the caller's open sessions: in its place, or
 * out of the list once ended, so the banner follows without waiting for the refetch.
 */
export function rememberSession(
  queryClient: QueryClient,
  partnerAccountId: string,
  session: RemoteSession,
): void {
  queryClient.setQueryData<SessionConnection>(openSessionsQueryKey(partnerAccountId), (open) => {
    if (open === undefined) return open;
    const others = open.nodes.filter(
      (node) => node.partnerDeviceSessionId !== session.partnerDeviceSessionId,
    );
    const known = others.length < open.nodes.length;
    let nodes = others;
    if (session.status !== null) {
      // Entering a colleague's session makes it the caller's too: it joins the list, newest.
      nodes = known
        ? open.nodes.map((node) =>
            node.partnerDeviceSessionId === session.partnerDeviceSessionId ? session : node,
          )
        : [session, ...others];
    }
    return { ...open, nodes, totalCount: open.totalCount + nodes.length - open.nodes.length };
  });
}

interface SessionMoveOptions {
  /**
   * Whether the answer goes into the open sessions at once; when not, they change with their
   * refetch (the banner on the session's device page waits for it, spec 000 §4).
   */
  applyAnswer?: (session: RemoteSession) => boolean;
}

export function useSessionMove(partnerAccountId: string, options: SessionMoveOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SessionMoveInput) => moveSession(partnerAccountId, input),
    onSuccess: (session) => {
      if (options.applyAnswer?.(session) ?? true) {
        rememberSession(queryClient, partnerAccountId, session);
      }
    },
    // A refused move (the session ended meanwhile) refreshes as much as a done one.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: remoteSessionsQueryKey(partnerAccountId) }),
  });
}
