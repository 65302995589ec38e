import type { ProductDetail } from '@electrohub/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type { ProductDetail };

/** GET /api/user/products/{id}: the product with specifications, seller and reviews (spec 1 §7). */
export async function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  const answer = await api<{ product: ProductDetail }>(`/api/user/products/${encodeURIComponent(id)}`, { signal });
  return answer.product;
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id] as const,
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: 30_000,
  });

export function useProduct(id: string | undefined) {
  return useQuery({ ...productQueryOptions(id ?? ''), enabled: Boolean(id) });
}
