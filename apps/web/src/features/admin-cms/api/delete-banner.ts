import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { cmsKeys } from './keys';

/** DELETE /api/admin/cms/banner-carousels/{id}. */
export function deleteBanner(id: number) {
  return call('DELETE /api/admin/cms/banner-carousels/:id', { params: { id } });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    meta: { scope: 'admin' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsKeys.all }),
  });
}
