import { MAX_PAGE_SIZE, ProductConnection } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';

/**
 * GET /api/v1/core/products: the catalogue the register-device picker offers (a few dozen
 * products, one page; the picker filters them as the installer types). Reference data, so
 * cached for an hour.
 */
export function useProducts() {
  return useQuery({
    queryKey: ['products', MAX_PAGE_SIZE],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/core/products?first=${MAX_PAGE_SIZE}`, ProductConnection, { signal }),
    staleTime: 60 * 60 * 1000,
  });
}
