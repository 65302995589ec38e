import type { AdminCarouselList } from '@electrohub/shared/admin-cms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmsKeys } from './keys';

/** GET /api/admin/cms/product-carousels?page&limit: every product-slider item, active or not. */
export function getCarousel(page: number, limit: number, signal?: AbortSignal): Promise<AdminCarouselList> {
  return api<AdminCarouselList>(`/api/admin/cms/product-carousels?page=${page}&limit=${limit}`, { signal });
}

export const carouselQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: cmsKeys.carousel(page, limit),
    queryFn: ({ signal }) => getCarousel(page, limit, signal),
    placeholderData: keepPreviousData,
    meta: { scope: 'admin' },
  });

export const useCarousel = (page: number, limit: number) => useQuery(carouselQueryOptions(page, limit));
