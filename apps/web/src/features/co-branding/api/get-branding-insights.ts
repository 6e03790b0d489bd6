import { BrandingInsights } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { insightPath, insightQueryKey } from './insights-path';

/** GET insights/branding: how households answered the company's branding requests. */
export function useBrandingInsights(partnerAccountId: string) {
  return useQuery({
    queryKey: insightQueryKey(partnerAccountId, 'branding'),
    queryFn: ({ signal }) =>
      apiRequest(insightPath(partnerAccountId, 'branding'), BrandingInsights, { signal }),
  });
}
