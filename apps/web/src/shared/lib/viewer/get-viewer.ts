import type { Viewer } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { VIEWER_STALE_TIME_MS } from '@/shared/config/constants';
import { apiRequest, parserOnDemand } from '@/shared/lib/api-client';
import { useAuth } from '@/shared/lib/auth/auth-context';
import { VIEWER_QUERY_KEY } from './query-keys';
import { viewerRefetchInterval } from './viewer-polling';

const viewerParser = parserOnDemand(async () => (await import('./schemas')).Viewer);

/** GET /api/v1/proUsers/my: the signed-in user with their memberships (spec 000 §3). */
export function getViewer(signal?: AbortSignal): Promise<Viewer> {
  return apiRequest('/api/v1/proUsers/my', viewerParser, signal ? { signal } : {});
}

export function viewerQueryOptions() {
  return queryOptions({
    queryKey: VIEWER_QUERY_KEY,
    queryFn: ({ signal }) => getViewer(signal),
    staleTime: VIEWER_STALE_TIME_MS,
    refetchInterval: (query) => viewerRefetchInterval(query.state.data, Date.now()),
  });
}

/**
 * The viewer, fetched once signed in. Its failure is fatal (spec 000 §8), but only the route
 * guard throws it: the header and footer also read the viewer and must not take the page down.
 */
export function useViewer() {
  const { status } = useAuth();
  return useQuery({ ...viewerQueryOptions(), enabled: status === 'authenticated' });
}
