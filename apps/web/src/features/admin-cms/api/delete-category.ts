import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmsKeys } from './keys';

/** DELETE /api/admin/cms/categories/{categoryName} (409 CategoryInUse while products use it). */
export function deleteCategory(name: string): Promise<{ message: string; name: string }> {
  return api(`/api/admin/cms/categories/${encodeURIComponent(name)}`, { method: 'DELETE' });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    meta: { scope: 'admin' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsKeys.all }),
  });
}
