import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
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
) {
  const body = cmsFormData(fields, image, phoneImage);
  const { bannerCarousel } =
    id === null
      ? await call('POST /api/admin/cms/banner-carousels', { body })
      : await call('PATCH /api/admin/cms/banner-carousels/:id', { params: { id }, body });
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
