import type { AdminBannerList } from '@electrohub/shared/admin-cms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cmsKeys } from './keys';

/** GET /api/admin/cms/banner-carousels?page&limit: every banner, active or not. */
export function getBanners(page: number, limit: number, signal?: AbortSignal): Promise<AdminBannerList> {
  return api<AdminBannerList>(`/api/admin/cms/banner-carousels?page=${page}&limit=${limit}`, { signal });
}

export const bannersQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: cmsKeys.banners(page, limit),
    queryFn: ({ signal }) => getBanners(page, limit, signal),
    placeholderData: keepPreviousData,
    meta: { scope: 'admin' },
  });

export const useBanners = (page: number, limit: number) => useQuery(bannersQueryOptions(page, limit));
