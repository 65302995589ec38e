import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { productFormData, type ProductSubmission } from './product-form-data';

/** PATCH /api/seller/products/{id} (multipart): changed fields; new images are appended (at most 5 in all). */
export async function updateProduct(id: number, fields: ProductSubmission, images: File[]) {
  return call('PATCH /api/seller/products/:id', { params: { id }, body: productFormData(fields, images) });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; fields: ProductSubmission; images: File[] }) =>
      updateProduct(v.id, v.fields, v.images),
    meta: { scope: 'account' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['seller'] }),
  });
}
