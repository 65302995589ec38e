import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callList } from '@/lib/api';
import { cmsKeys } from './keys';

/**
 * GET /api/admin/cms/product-carousels?page&limit: every product-slider item, active or not.
 * The bare list of the page; the table's total comes from `X-Total-Count`.
 */
export function getCarousel(page: number, limit: number, signal?: AbortSignal) {
  return callList('GET /api/admin/cms/product-carousels', { query: { page, limit }, signal });
}

export const carouselQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: cmsKeys.carousel(page, limit),
    queryFn: ({ signal }) => getCarousel(page, limit, signal),
    placeholderData: keepPreviousData,
    meta: { scope: 'admin' },
  });

export const useCarousel = (page: number, limit: number) => useQuery(carouselQueryOptions(page, limit));
