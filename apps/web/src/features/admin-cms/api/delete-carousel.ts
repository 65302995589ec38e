import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmsKeys } from './keys';

/** DELETE /api/admin/cms/product-carousels/{id}. */
export function deleteCarousel(id: number): Promise<{ message: string; id: number }> {
  return api(`/api/admin/cms/product-carousels/${id}`, { method: 'DELETE' });
}

export function useDeleteCarousel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCarousel,
    meta: { scope: 'admin' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsKeys.all }),
  });
}
