import type { Viewer } from '@portal/contracts';
import { useMemo } from 'react';
import { newestAddRequest, useMyAddRequests } from './get-my-add-requests';
import { useViewer } from './get-viewer';
import { type ViewerFacts, viewerFacts } from './viewer-facts';

export interface ViewerState {
  data: Viewer | undefined;
  facts: ViewerFacts;
  /** The viewer, or the add requests its facts need, are still loading. */
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/**
 * Whether the viewer's invite status is needed (spec 000 §5): the add-request list is fetched
 * only when the viewer has an id and the first partner user has no status, which in practice
 * means the user belongs to no company yet.
 */
export function needsInviteStatus(viewer: Viewer | undefined): boolean {
  return viewer?.id !== undefined && viewer.partnerUsers[0]?.status == null;
}

/**
 * The viewer and its derived facts, the invite status included: the status of the newest of the
 * viewer's own add requests. Pending until both are known, so the redirect order never decides
 * on half the facts (a user waiting for an answer would be sent to the application form).
 */
export function useViewerFacts(): ViewerState {
  const viewer = useViewer();
  const needed = needsInviteStatus(viewer.data);
  const addRequests = useMyAddRequests({ enabled: needed });
  const inviteStatus = needed ? newestAddRequest(addRequests.data?.nodes ?? [])?.status : undefined;
  const facts = useMemo(() => viewerFacts(viewer.data, inviteStatus), [viewer.data, inviteStatus]);
  const addRequestsError = needed ? addRequests.error : null;
  return {
    data: viewer.data,
    facts,
    isPending: viewer.isPending || (needed && addRequests.isPending),
    isError: viewer.isError || addRequestsError !== null,
    error: viewer.error ?? addRequestsError,
  };
}
