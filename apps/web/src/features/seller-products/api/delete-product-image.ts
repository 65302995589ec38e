import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';

/** DELETE /api/seller/products/image/{imageId}: refused (400 ImageQuantityError) if fewer than 3 would remain. */
export function deleteProductImage(imageId: number) {
  return call('DELETE /api/seller/products/image/:imageId', { params: { imageId } });
}

export function useDeleteProductImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => deleteProductImage(imageId),
    meta: { scope: 'account' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['seller', 'products'] }),
  });
}
