import { MAX_PAGE_SIZE, ProgramProductConnection } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { pageQuery } from '@/shared/lib/paging';

export const PRODUCTS_QUERY_KEY = ['admin', 'programProducts'] as const;

interface ProductsRequest {
  after: string | undefined;
  /** true: also the products no longer sold (platform administrators only). */
  includeInactive: boolean;
  first?: number;
}

/** GET /api/v1/core/programProducts: one page of the product catalogue. */
export function getProgramProducts(
  { after, includeInactive, first }: ProductsRequest,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams(pageQuery({ after }, first));
  if (includeInactive) params.set('includeInactive', 'true');
  return apiRequest(
    `/api/v1/core/programProducts?${params.toString()}`,
    ProgramProductConnection,
    signal ? { signal } : {},
  );
}

/** The whole catalogue, sold or not, a table page at a time. */
export function useCatalogue(after: string | undefined) {
  const request = { after, includeInactive: true };
  return useQuery({
    queryKey: [...PRODUCTS_QUERY_KEY, request],
    queryFn: ({ signal }) => getProgramProducts(request, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * The products on sale, to choose one from. The catalogue holds a few products per programme,
 * so one largest page holds them all.
 */
export function useProductsOnSale({ enabled }: { enabled: boolean }) {
  const request = { after: undefined, includeInactive: false, first: MAX_PAGE_SIZE };
  return useQuery({
    queryKey: [...PRODUCTS_QUERY_KEY, request],
    queryFn: ({ signal }) => getProgramProducts(request, signal),
    select: (connection) => connection.nodes,
    enabled,
  });
}
