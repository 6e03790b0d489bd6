import { CoBrandingInsights } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { insightPath, insightQueryKey } from './insights-path';

/** GET insights/coBranding: the homes that show the company's brand, now and month by month. */
export function useCoBrandingInsights(partnerAccountId: string) {
  return useQuery({
    queryKey: insightQueryKey(partnerAccountId, 'coBranding'),
    queryFn: ({ signal }) =>
      apiRequest(insightPath(partnerAccountId, 'coBranding'), CoBrandingInsights, { signal }),
  });
}
