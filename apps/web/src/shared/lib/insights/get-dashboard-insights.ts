import { DashboardInsights } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { insightUrl } from './insight-url';
import type { DashboardInterval } from './interval';

/**
 * GET insights/dashboard: the company's figures over an interval. The home page's tiles and
 * business intelligence's service insights both read it; under ['insights', id] with the other
 * insights, one answer per interval.
 */
export function useDashboardInsights(partnerAccountId: string, interval: DashboardInterval) {
  return useQuery({
    queryKey: ['insights', partnerAccountId, 'dashboard', interval],
    queryFn: ({ signal }) =>
      apiRequest(insightUrl(partnerAccountId, 'dashboard', { interval }), DashboardInsights, {
        signal,
      }),
  });
}
