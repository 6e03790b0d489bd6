import { RncDashboard } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { insightUrl } from '@/shared/lib/insights/insight-url';
import type { DashboardInterval } from '@/shared/lib/insights/interval';

/**
 * GET insights/rncDashboard for every builder: each one's series comes with it, so the builder
 * picked is shown from this answer rather than from a call of its own.
 */
export function useRncDashboard(partnerAccountId: string, timePeriod: DashboardInterval) {
  return useQuery({
    queryKey: ['insights', partnerAccountId, 'rncDashboard', timePeriod],
    queryFn: ({ signal }) =>
      apiRequest(insightUrl(partnerAccountId, 'rncDashboard', { timePeriod }), RncDashboard, {
        signal,
      }),
  });
}
