import { RncDashboard } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { insightUrl } from '@/shared/lib/insights/insight-url';
import type { DashboardInterval } from '@/shared/lib/insights/interval';

/**
 * GET insights/rncDashboard: the homes builders pre-registered and that were commissioned over
 * the period, for every builder or, with `builderId`, for that one.
 */
export function useRncDashboard(
  partnerAccountId: string,
  timePeriod: DashboardInterval,
  builderId?: string,
) {
  return useQuery({
    queryKey: ['insights', partnerAccountId, 'rncDashboard', timePeriod, builderId ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest(
        insightUrl(partnerAccountId, 'rncDashboard', {
          timePeriod,
          ...(builderId === undefined ? {} : { builderId }),
        }),
        RncDashboard,
        { signal },
      ),
  });
}
