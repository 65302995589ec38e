import type { ProductCard } from '@electrohub/shared/catalog';
import type { Answer } from '@electrohub/shared/contract';
import {
  PAGE_SIZE,
  writeListingFilters,
  type ListingFilters,
  type ProductSort,
} from '@electrohub/shared/storefront';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** A product of any grid (productCardSchema). */
export type ProductSummary = ProductCard;
export type ProductPage = Answer<'GET /api/user/products'>;

export type ProductListParams = {
  category?: string;
  sort?: ProductSort;
  limit?: number;
  /** The filter panel's choice (docs/decisions/041-catalog-filters.md). */
  filters?: ListingFilters;
};

/** GET /api/user/products?page={n}&limit=12[&category={name}][&sort=][&brand=&minPrice=…]. */
export function getProducts(
  page: number,
  params: ProductListParams,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const search = new URLSearchParams({ page: String(page), limit: String(params.limit ?? PAGE_SIZE) });
  if (params.category) search.set('category', params.category);
  if (params.sort && params.sort !== 'default') search.set('sort', params.sort);
  if (params.filters) writeListingFilters(search, params.filters);
  return api<ProductPage>(`/api/user/products?${search.toString()}`, { signal });
}

export const productsInfiniteQueryOptions = (params: ProductListParams = {}) =>
  infiniteQueryOptions({
    queryKey: ['products', 'list', params] as const,
    queryFn: ({ pageParam, signal }) => getProducts(pageParam, params, signal),
    initialPageParam: 1,
    // More pages remain only while the last one came back full.
    getNextPageParam: (last, _all, lastPageParam) =>
      last.products.length === (params.limit ?? PAGE_SIZE) ? lastPageParam + 1 : undefined,
  });

/** The paged list ('More Products'); changing the category or sort starts again at page 1 (new key). */
export function useProducts(params: ProductListParams = {}) {
  return useInfiniteQuery(productsInfiniteQueryOptions(params));
}

/** One page on its own (e.g. the 48 products Deal Dash picks its deals from). */
export const productPageQueryOptions = (page: number, params: ProductListParams) =>
  queryOptions({
    queryKey: ['products', 'page', page, params] as const,
    queryFn: ({ signal }) => getProducts(page, params, signal),
  });

export function useProductPage(page: number, params: ProductListParams) {
  return useQuery(productPageQueryOptions(page, params));
}
