import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { cmsKeys } from './keys';

/** DELETE /api/admin/cms/product-carousels/{id}. */
export function deleteCarousel(id: number) {
  return call('DELETE /api/admin/cms/product-carousels/:id', { params: { id } });
}

export function useDeleteCarousel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCarousel,
    meta: { scope: 'admin' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsKeys.all }),
  });
}
