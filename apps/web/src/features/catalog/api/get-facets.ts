import type { Answer } from '@electrohub/shared/contract';
import { listingFilterQuery, type ListingFilters } from '@electrohub/shared/storefront';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';

export type Facets = Answer<'GET /api/user/products/facets'>;
/** What the counts are over: a category, a search, or (neither) every product. */
export type FacetScope = { category?: string; query?: string };

/** GET /api/user/products/facets?category=&query=&brand=&minPrice=…: the filter panel's counts. */
export function getFacets(scope: FacetScope, filters: ListingFilters, signal?: AbortSignal): Promise<Facets> {
  return call('GET /api/user/products/facets', {
    query: { category: scope.category, query: scope.query, ...listingFilterQuery(filters) },
    signal,
  });
}

export const facetsQueryOptions = (scope: FacetScope, filters: ListingFilters) =>
  queryOptions({
    queryKey: ['products', 'facets', scope, filters] as const,
    queryFn: ({ signal }) => getFacets(scope, filters, signal),
    staleTime: 30_000,
    // The panel keeps the previous counts while the next arrive: nothing jumps.
    placeholderData: keepPreviousData,
  });

/** The counts for the current filters (the caller debounces them). */
export function useFacets(scope: FacetScope, filters: ListingFilters, enabled = true) {
  return useQuery({ ...facetsQueryOptions(scope, filters), enabled });
}
