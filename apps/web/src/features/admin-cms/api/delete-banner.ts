import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmsKeys } from './keys';

/** DELETE /api/admin/cms/banner-carousels/{id}. */
export function deleteBanner(id: number): Promise<{ message: string; id: number }> {
  return api(`/api/admin/cms/banner-carousels/${id}`, { method: 'DELETE' });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    meta: { scope: 'admin' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsKeys.all }),
  });
}
