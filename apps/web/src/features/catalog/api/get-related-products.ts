import { RELATED_LIMIT } from '@electrohub/shared/storefront';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';

/**
 * GET /api/user/products/relatedproducts/{category}?exclude={id}. The server already filters; the client
 * keeps the same rule too (same category, not the current product, at most 8).
 */
export async function getRelatedProducts(category: string, excludeId: number, signal?: AbortSignal) {
  const answer = await call('GET /api/user/products/relatedproducts/:category', {
    params: { category },
    query: { exclude: excludeId },
    signal,
  });
  return answer.products
    .filter((p) => p.categoryName === category && p.id !== excludeId)
    .slice(0, RELATED_LIMIT);
}

export const relatedProductsQueryOptions = (category: string, excludeId: number) =>
  queryOptions({
    queryKey: ['products', 'related', category, excludeId] as const,
    queryFn: ({ signal }) => getRelatedProducts(category, excludeId, signal),
  });

export function useRelatedProducts(category: string | undefined, excludeId: number | undefined) {
  return useQuery({
    ...relatedProductsQueryOptions(category ?? '', excludeId ?? 0),
    enabled: Boolean(category && excludeId),
  });
}
