import type { ProductCard } from '@electrohub/shared/catalog';
import type { Answer } from '@electrohub/shared/contract';
import {
  listingFilterQuery,
  PAGE_SIZE,
  type ListingFilters,
  type ProductSort,
} from '@electrohub/shared/storefront';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';

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

/** Where a page starts: the first page (null), or the `nextCursor` of the page before it. */
type PageStart = string | null;

/**
 * GET /api/user/products?page=1&limit=12[&category={name}][&sort=][&brand=&minPrice=…] for the first page, then
 * `?cursor={nextCursor}` with the same filters and sort: the server's keyset read, which neither skips nor repeats
 * a product while the list changes between pages.
 */
export function getProducts(start: PageStart, params: ProductListParams, signal?: AbortSignal) {
  return call('GET /api/user/products', {
    query: {
      ...(start === null ? { page: 1 } : { cursor: start }),
      limit: params.limit ?? PAGE_SIZE,
      category: params.category,
      sort: params.sort && params.sort !== 'default' ? params.sort : undefined,
      ...(params.filters && listingFilterQuery(params.filters)),
    },
    signal,
  });
}

export const productsInfiniteQueryOptions = (params: ProductListParams = {}) =>
  infiniteQueryOptions({
    queryKey: ['products', 'list', params] as const,
    queryFn: ({ pageParam, signal }) => getProducts(pageParam, params, signal),
    initialPageParam: null as PageStart,
    // The list says itself whether more follow: its `nextCursor` (null on the last page).
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The paged list ('More Products'); changing the category, sort or filters starts again at the first page (new key). */
export function useProducts(params: ProductListParams = {}) {
  return useInfiniteQuery(productsInfiniteQueryOptions(params));
}

/** The first page on its own (e.g. the 48 products Deal Dash picks its deals from). */
export const productPageQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: ['products', 'page', 1, params] as const,
    queryFn: ({ signal }) => getProducts(null, params, signal),
  });

export function useProductPage(params: ProductListParams) {
  return useQuery(productPageQueryOptions(params));
}
