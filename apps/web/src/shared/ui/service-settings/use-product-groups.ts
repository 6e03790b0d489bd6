import { type FeatureType, ProductGroupList } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';

/**
 * GET /api/v1/core/productGroups?featureType=…: the device groups a service's settings can be
 * limited to (Pro Alerts, Homeowner App Branding). Reference data, so cached for an hour.
 */
export function useProductGroups(featureType: FeatureType) {
  return useQuery({
    queryKey: ['productGroups', featureType],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/v1/core/productGroups?featureType=${encodeURIComponent(featureType)}`,
        ProductGroupList,
        { signal },
      ),
    staleTime: 60 * 60 * 1000,
    select: (list) => list.productGroups,
  });
}
