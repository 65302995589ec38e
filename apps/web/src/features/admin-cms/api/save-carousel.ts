import type { AdminCarouselItem } from '@electrohub/shared/admin-cms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmsFormData, cmsKeys } from './keys';

export type CarouselFields = { name?: string; href?: string; price?: string; isActive?: 'true' | 'false' };

/**
 * POST /api/admin/cms/product-carousels (no id: name, href, price, image required) or
 * PATCH /api/admin/cms/product-carousels/{id} (every field optional).
 */
export async function saveCarousel(
  id: number | null,
  fields: CarouselFields,
  image: File | null,
): Promise<AdminCarouselItem> {
  const { productCarousel } = await api<{ productCarousel: AdminCarouselItem }>(
    id === null ? '/api/admin/cms/product-carousels' : `/api/admin/cms/product-carousels/${id}`,
    { method: id === null ? 'POST' : 'PATCH', body: cmsFormData(fields, image) },
  );
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
