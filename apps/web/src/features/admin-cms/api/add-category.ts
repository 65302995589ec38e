import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { cmsFormData, cmsKeys } from './keys';

/** POST /api/admin/cms/categories (multipart name, image). */
export async function addCategory(name: string, image: File) {
  const { category } = await call('POST /api/admin/cms/categories', { body: cmsFormData({ name }, image) });
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
