import { ProductGroupList } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';

/**
 * GET /api/v1/core/productGroups?featureType=HomeownerAppBranding: the device groups the brand
 * can be limited to. Reference data, so cached for an hour.
 */
export function useBrandingProductGroups() {
  return useQuery({
    queryKey: ['productGroups', 'HomeownerAppBranding'],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/core/productGroups?featureType=HomeownerAppBranding', ProductGroupList, {
        signal,
      }),
    staleTime: 60 * 60 * 1000,
    select: (list) => list.productGroups,
  });
}
