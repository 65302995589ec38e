import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';

/**
 * DELETE /api/seller/products/{id} (normal: Discontinued if it has orders, else removed) or, with `permanent`,
 * DELETE /api/seller/products/del-permanent/{id}.
 */
export function deleteProduct(id: number, permanent: boolean) {
  const key = permanent ? 'DELETE /api/seller/products/del-permanent/:id' : 'DELETE /api/seller/products/:id';
  return call(key, { params: { id } });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; permanent: boolean }) => deleteProduct(v.id, v.permanent),
    meta: { scope: 'account' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['seller'] }),
  });
}
