import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';

/** GET /api/banner-carousels: the active home banners in order. */
export function getBanners(signal?: AbortSignal) {
  return call('GET /api/banner-carousels', { signal });
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
