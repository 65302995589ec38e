import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { productFormData, type ProductSubmission } from './product-form-data';

/**
 * POST /api/seller/products/{id} (multipart): a new product of the signed-in seller; `sellerId` fills the
 * path the contract names (the server uses the session's seller).
 */
export async function createProduct(sellerId: number, fields: ProductSubmission, images: File[]) {
  return call('POST /api/seller/products/:id', {
    params: { id: sellerId },
    body: productFormData(fields, images),
  });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { sellerId: number; fields: ProductSubmission; images: File[] }) =>
      createProduct(v.sellerId, v.fields, v.images),
    meta: { scope: 'account' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['seller'] }),
  });
}
