import { ChargeableCount } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { ENROLLMENTS_QUERY_KEY } from './get-company-enrollments';

/** GET /api/v1/companies/chargeableCount: the companies billed, in all and per programme. */
export function getChargeableCount(signal?: AbortSignal) {
  return apiRequest('/api/v1/companies/chargeableCount', ChargeableCount, signal ? { signal } : {});
}

export function useChargeableCount() {
  return useQuery({
    queryKey: [...ENROLLMENTS_QUERY_KEY, 'chargeableCount'],
    queryFn: ({ signal }) => getChargeableCount(signal),
  });
}
