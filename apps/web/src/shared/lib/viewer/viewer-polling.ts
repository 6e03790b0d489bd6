import type { Viewer } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { VIEWER_POLL_INTERVAL_MS } from '@/shared/config/constants';
import { VIEWER_QUERY_KEY } from './query-keys';

export interface ViewerPolling {
  /** Epoch milliseconds when polling ends. */
  until: number;
  intervalMs: number;
  /** Ends the polling early once the fetched viewer says what the caller waits for. */
  done?: (viewer: Viewer) => boolean;
}

// Module state on purpose: polling outlives the screen that starts it (the agreement screen
// starts it and navigates away at once), and there is one viewer per page.
let polling: ViewerPolling | null = null;

/** The refetch interval for the viewer query: the polling interval while polling lasts. */
export function pollingInterval(
  current: ViewerPolling | null,
  viewer: Viewer | undefined,
  now: number,
): number | false {
  if (current === null || now >= current.until) {
    return false;
  }
  if (viewer !== undefined && current.done?.(viewer)) {
    return false;
  }
  return current.intervalMs;
}

export function viewerRefetchInterval(viewer: Viewer | undefined, now: number): number | false {
  const interval = pollingInterval(polling, viewer, now);
  if (interval === false) {
    polling = null;
  }
  return interval;
}

interface PollOptions {
  intervalMs?: number;
  done?: (viewer: Viewer) => boolean;
}

/**
 * Viewer polling (spec 000 §4): for `seconds` from now the viewer is refetched every second (or
 * every `intervalMs`), until `done` holds. Starts with a refetch, which also arms the interval.
 */
export function startViewerPolling(
  queryClient: QueryClient,
  seconds: number,
  { intervalMs = VIEWER_POLL_INTERVAL_MS, done }: PollOptions = {},
): Promise<void> {
  polling = { until: Date.now() + seconds * 1000, intervalMs, ...(done ? { done } : {}) };
  return queryClient.invalidateQueries({ queryKey: VIEWER_QUERY_KEY, exact: true });
}
