import type { Answer } from '@electrohub/shared/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiList, type ListPage } from '@/lib/api';
import { cmsKeys } from './keys';

type Row = Answer<'GET /api/admin/cms/product-carousels'>[number];

/**
 * GET /api/admin/cms/product-carousels?page&limit: every product-slider item, active or not.
 * The bare list of the page; the table's total comes from `X-Total-Count`.
 */
export function getCarousel(page: number, limit: number, signal?: AbortSignal): Promise<ListPage<Row>> {
  return apiList<Row>(`/api/admin/cms/product-carousels?page=${page}&limit=${limit}`, { signal });
}

export const carouselQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: cmsKeys.carousel(page, limit),
    queryFn: ({ signal }) => getCarousel(page, limit, signal),
    placeholderData: keepPreviousData,
    meta: { scope: 'admin' },
  });

export const useCarousel = (page: number, limit: number) => useQuery(carouselQueryOptions(page, limit));
