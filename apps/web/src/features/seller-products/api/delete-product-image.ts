import type { Answer } from '@electrohub/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** DELETE /api/seller/products/image/{imageId}: refused (400 ImageQuantityError) if fewer than 3 would remain. */
export function deleteProductImage(
  imageId: number,
): Promise<Answer<'DELETE /api/seller/products/image/:imageId'>> {
  return api(`/api/seller/products/image/${imageId}`, { method: 'DELETE' });
}

export function useDeleteProductImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => deleteProductImage(imageId),
    meta: { scope: 'account' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['seller', 'products'] }),
  });
}
