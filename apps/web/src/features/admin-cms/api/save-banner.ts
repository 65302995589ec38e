import type { AdminBanner } from '@electrohub/shared/admin-cms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmsFormData, cmsKeys } from './keys';

export type BannerFields = {
  title?: string;
  href?: string;
  isActive?: 'true' | 'false';
  /** Drop the phone crop (edit only). */
  removePhoneImage?: 'true';
};

/**
 * POST /api/admin/cms/banner-carousels (no id: title, href, image required) or
 * PATCH /api/admin/cms/banner-carousels/{id} (every field optional); `phoneImage` is the optional phone crop.
 */
export async function saveBanner(
  id: number | null,
  fields: BannerFields,
  image: File | null,
  phoneImage: File | null = null,
): Promise<AdminBanner> {
  const { bannerCarousel } = await api<{ bannerCarousel: AdminBanner }>(
    id === null ? '/api/admin/cms/banner-carousels' : `/api/admin/cms/banner-carousels/${id}`,
    { method: id === null ? 'POST' : 'PATCH', body: cmsFormData(fields, image, phoneImage) },
  );
  return bannerCarousel;
}

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      id: number | null;
      fields: BannerFields;
      image: File | null;
      phoneImage?: File | null;
    }) => saveBanner(v.id, v.fields, v.image, v.phoneImage),
    meta: { scope: 'admin' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsKeys.all }),
  });
}
