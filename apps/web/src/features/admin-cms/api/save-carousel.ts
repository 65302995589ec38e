import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { cmsFormData, cmsKeys } from './keys';

export type CarouselFields = { name?: string; href?: string; price?: string; isActive?: 'true' | 'false' };

/**
 * POST /api/admin/cms/product-carousels (no id: name, href, price, image required) or
 * PATCH /api/admin/cms/product-carousels/{id} (every field optional).
 */
export async function saveCarousel(id: number | null, fields: CarouselFields, image: File | null) {
  const body = cmsFormData(fields, image);
  const { productCarousel } =
    id === null
      ? await call('POST /api/admin/cms/product-carousels', { body })
      : await call('PATCH /api/admin/cms/product-carousels/:id', { params: { id }, body });
  return productCarousel;
}

export function useSaveCarousel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number | null; fields: CarouselFields; image: File | null }) =>
      saveCarousel(v.id, v.fields, v.image),
    meta: { scope: 'admin' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsKeys.all }),
  });
}
