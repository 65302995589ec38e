import type { Banner } from '@electrohub/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/banner-carousels: the active home banners in order. */
export function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  return api<Banner[]>('/api/banner-carousels', { signal });
}

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'banners'] as const,
    queryFn: ({ signal }) => getBanners(signal),
    staleTime: 5 * 60_000,
  });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
