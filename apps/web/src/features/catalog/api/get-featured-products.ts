import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';

/** GET /api/product-carousels: the active featured-product carousel items. */
export function getFeaturedProducts(signal?: AbortSignal) {
  return call('GET /api/product-carousels', { signal });
}

export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'featured'] as const,
    queryFn: ({ signal }) => getFeaturedProducts(signal),
    staleTime: 5 * 60_000,
  });

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions());
}
