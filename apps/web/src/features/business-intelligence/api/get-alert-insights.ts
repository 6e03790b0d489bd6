import { AlertInsights } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { insightUrl } from '@/shared/lib/insights/insight-url';
import type { DashboardInterval } from '@/shared/lib/insights/interval';

/** GET insights/alerts: the alerts opened over the interval and how they were handled. */
export function useAlertInsights(partnerAccountId: string, interval: DashboardInterval) {
  return useQuery({
    queryKey: ['insights', partnerAccountId, 'alerts', interval],
    queryFn: ({ signal }) =>
      apiRequest(insightUrl(partnerAccountId, 'alerts', { interval }), AlertInsights, { signal }),
  });
}
