import type { AdminCategory } from '@electrohub/shared/admin-cms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmsFormData, cmsKeys } from './keys';

/** POST /api/admin/cms/categories (multipart name, image). */
export async function addCategory(name: string, image: File): Promise<AdminCategory> {
  const { category } = await api<{ category: AdminCategory }>('/api/admin/cms/categories', {
    method: 'POST',
    body: cmsFormData({ name }, image),
  });
  return category;
}

export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { name: string; image: File }) => addCategory(v.name, v.image),
    meta: { scope: 'admin' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsKeys.all }),
  });
}
