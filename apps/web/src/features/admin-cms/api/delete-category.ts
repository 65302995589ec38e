import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { cmsKeys } from './keys';

/** DELETE /api/admin/cms/categories/{categoryName} (409 CategoryInUse while products use it). */
export function deleteCategory(name: string) {
  return call('DELETE /api/admin/cms/categories/:categoryName', { params: { categoryName: name } });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    meta: { scope: 'admin' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsKeys.all }),
  });
}
