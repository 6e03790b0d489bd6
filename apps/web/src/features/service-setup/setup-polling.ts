import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SETUP_POLL_INTERVAL_MS } from '@/shared/config/constants';
import { VIEWER_QUERY_KEY } from '@/shared/lib/viewer/query-keys';

/**
 * How many times the pending page asks for the account before it gives up. The spec says only
 * "until polling completes": 24 polls 5 s apart wait two minutes, long enough for the store's
 * order webhook, short enough that a lost order does not leave the partner waiting.
 */
export const SETUP_POLL_MAX_ATTEMPTS = 24;

/** The return from the online store (spec 000 §4): ?fromShopify=true. */
export const FROM_SHOPIFY_PARAM = 'fromShopify';
export function isFromShopify(search: URLSearchParams): boolean {
  return search.get(FROM_SHOPIFY_PARAM) === 'true';
}

/** Nothing to wait for; waiting for an active service; or waited the whole time in vain. */
export type PollState = 'idle' | 'polling' | 'failed';

/**
 * Where the pending page stands after `polls` intervals: polling while waiting, failed once the
 * interval after the last poll passed too (its answer had that long to arrive).
 */
export function pollState(waiting: boolean, polls: number): PollState {
  if (!waiting) return 'idle';
  return polls > SETUP_POLL_MAX_ATTEMPTS ? 'failed' : 'polling';
}

/**
 * Spec 000 §4 and §9: while `waiting`, the viewer is asked for again every 5 s, at most
 * SETUP_POLL_MAX_ATTEMPTS times; the caller stops waiting once it shows an active service.
 * tryAgain starts over from zero.
 */
export function useSetupPolling(waiting: boolean): { state: PollState; tryAgain(): void } {
  const queryClient = useQueryClient();
  const [polls, setPolls] = useState(0);
  const state = pollState(waiting, polls);

  useEffect(() => {
    if (state !== 'polling') return;
    const timer = setTimeout(() => {
      if (polls < SETUP_POLL_MAX_ATTEMPTS) {
        void queryClient.refetchQueries({ queryKey: VIEWER_QUERY_KEY, exact: true });
      }
      setPolls(polls + 1);
    }, SETUP_POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [state, polls, queryClient]);

  return { state, tryAgain: () => setPolls(0) };
}
