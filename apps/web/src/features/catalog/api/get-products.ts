import type { ProductCard, ProductList } from '@electrohub/shared/catalog';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/config/site';
import { api } from '@/lib/api';

/** A product of any grid (productCardSchema). */
export type ProductSummary = ProductCard;
export type ProductPage = ProductList;

export type ProductListParams = { category?: string };

/** GET /api/user/products?page={n}&limit=12[&category={name}] (spec 1 §7). */
export function getProducts(page: number, params: ProductListParams, signal?: AbortSignal): Promise<ProductPage> {
  const search = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
  if (params.category) search.set('category', params.category);
  return api<ProductPage>(`/api/user/products?${search.toString()}`, { signal });
}

export const productsInfiniteQueryOptions = (params: ProductListParams = {}) =>
  infiniteQueryOptions({
    queryKey: ['products', 'list', params] as const,
    queryFn: ({ pageParam, signal }) => getProducts(pageParam, params, signal),
    initialPageParam: 1,
    // spec 1 §4: more pages remain only while the last one came back full.
    getNextPageParam: (last, _all, lastPageParam) =>
      last.products.length === PAGE_SIZE ? lastPageParam + 1 : undefined,
  });

export function useProducts(params: ProductListParams = {}) {
  return useInfiniteQuery(productsInfiniteQueryOptions(params));
}
