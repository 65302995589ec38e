import type { Answer } from '@electrohub/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * DELETE /api/seller/products/{id} (normal: Discontinued if it has orders, else removed) or, with `permanent`,
 * DELETE /api/seller/products/del-permanent/{id}.
 */
export function deleteProduct(
  id: number,
  permanent: boolean,
): Promise<Answer<'DELETE /api/seller/products/:id' | 'DELETE /api/seller/products/del-permanent/:id'>> {
  const path = permanent ? `/api/seller/products/del-permanent/${id}` : `/api/seller/products/${id}`;
  return api(path, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; permanent: boolean }) => deleteProduct(v.id, v.permanent),
    meta: { scope: 'account' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['seller'] }),
  });
}
