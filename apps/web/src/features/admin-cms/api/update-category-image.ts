import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { cmsFormData, cmsKeys } from './keys';

/** PATCH /api/admin/cms/categories/{categoryName} (multipart image, required). */
export async function updateCategoryImage(name: string, image: File) {
  const { category } = await call('PATCH /api/admin/cms/categories/:categoryName', {
    params: { categoryName: name },
    body: cmsFormData({}, image),
  });
  return category;
}

export function useUpdateCategoryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { name: string; image: File }) => updateCategoryImage(v.name, v.image),
    meta: { scope: 'admin' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsKeys.all }),
  });
}
