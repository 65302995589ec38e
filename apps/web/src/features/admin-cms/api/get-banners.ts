import type { Answer } from '@electrohub/shared/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiList, type ListPage } from '@/lib/api';
import { cmsKeys } from './keys';

type Row = Answer<'GET /api/admin/cms/banner-carousels'>[number];

/**
 * GET /api/admin/cms/banner-carousels?page&limit: every banner, active or not.
 * The bare list of the page; the table's total comes from `X-Total-Count`.
 */
export function getBanners(page: number, limit: number, signal?: AbortSignal): Promise<ListPage<Row>> {
  return apiList<Row>(`/api/admin/cms/banner-carousels?page=${page}&limit=${limit}`, { signal });
}

export const bannersQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: cmsKeys.banners(page, limit),
    queryFn: ({ signal }) => getBanners(page, limit, signal),
    placeholderData: keepPreviousData,
    meta: { scope: 'admin' },
  });

export const useBanners = (page: number, limit: number) => useQuery(bannersQueryOptions(page, limit));
