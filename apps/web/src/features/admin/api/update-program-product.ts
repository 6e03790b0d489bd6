import { ProgramProduct, type ProgramProductUpdate } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client';
import { PRODUCTS_QUERY_KEY } from './get-program-products';

interface UpdateProductInput {
  productId: string;
  update: ProgramProductUpdate;
}

/** PUT /api/v1/core/programProducts/{id}: a product's name, price and whether it is sold. */
export function updateProgramProduct({ productId, update }: UpdateProductInput) {
  return apiRequest(
    `/api/v1/core/programProducts/${encodeURIComponent(productId)}`,
    ProgramProduct,
    { method: 'PUT', body: update },
  );
}

export function useUpdateProgramProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgramProduct,
    // The table and the choice of products to add both read the catalogue.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY }),
  });
}
