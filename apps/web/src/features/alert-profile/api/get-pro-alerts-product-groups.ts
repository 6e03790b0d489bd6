import { ProductGroupList } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';

/**
 * GET /api/v1/core/productGroups?featureType=ProAlerts: the device groups a Pro Alerts profile
 * can be limited to. Reference data, so cached for an hour.
 */
export function useProAlertsProductGroups() {
  return useQuery({
    queryKey: ['productGroups', 'ProAlerts'],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/core/productGroups?featureType=ProAlerts', ProductGroupList, { signal }),
    staleTime: 60 * 60 * 1000,
    select: (list) => list.productGroups,
  });
}
