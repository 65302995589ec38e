import type { ProductListItem } from '@electrohub/shared/catalog';
import type { Answer } from '@electrohub/shared/contract';
import { RELATED_LIMIT } from '@electrohub/shared/storefront';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * GET /api/user/products/relatedproducts/{category}?exclude={id}. The server already filters; the client
 * keeps the same rule too (same category, not the current product, at most 8).
 */
export async function getRelatedProducts(
  category: string,
  excludeId: number,
  signal?: AbortSignal,
): Promise<ProductListItem[]> {
  const answer = await api<Answer<'GET /api/user/products/relatedproducts/:category'>>(
    `/api/user/products/relatedproducts/${encodeURIComponent(category)}?exclude=${excludeId}`,
    { signal },
  );
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
