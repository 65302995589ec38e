import type { Answer } from '@electrohub/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';

export type ProductDetail = Answer<'GET /api/user/products/:id'>;

/** GET /api/user/products/{id}: the bare product with specifications, seller and reviews. */
export function getProduct(id: string, signal?: AbortSignal) {
  return call('GET /api/user/products/:id', { params: { id }, signal });
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
