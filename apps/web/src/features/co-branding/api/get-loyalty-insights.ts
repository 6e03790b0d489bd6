import { LoyaltyInsights } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { insightPath, insightQueryKey } from './insights-path';

/** GET insights/loyaltyStatus: how long the company's customers have stayed with it. */
export function useLoyaltyInsights(partnerAccountId: string) {
  return useQuery({
    queryKey: insightQueryKey(partnerAccountId, 'loyaltyStatus'),
    queryFn: ({ signal }) =>
      apiRequest(insightPath(partnerAccountId, 'loyaltyStatus'), LoyaltyInsights, { signal }),
  });
}
