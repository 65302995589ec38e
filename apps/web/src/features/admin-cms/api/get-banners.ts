import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callList } from '@/lib/api';
import { cmsKeys } from './keys';

/**
 * GET /api/admin/cms/banner-carousels?page&limit: every banner, active or not.
 * The bare list of the page; the table's total comes from `X-Total-Count`.
 */
export function getBanners(page: number, limit: number, signal?: AbortSignal) {
  return callList('GET /api/admin/cms/banner-carousels', { query: { page, limit }, signal });
}

export const bannersQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: cmsKeys.banners(page, limit),
    queryFn: ({ signal }) => getBanners(page, limit, signal),
    placeholderData: keepPreviousData,
    meta: { scope: 'admin' },
  });

export const useBanners = (page: number, limit: number) => useQuery(bannersQueryOptions(page, limit));
