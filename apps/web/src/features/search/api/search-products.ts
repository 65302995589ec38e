import {
  PAGE_SIZE,
  SEARCH_DROPDOWN_LIMIT,
  SEARCH_MIN_CHARS,
  listingFilterQuery,
  type ListingFilters,
  type ProductSort,
} from '@electrohub/shared/storefront';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { call } from '@/lib/api';

/** GET /api/user/products/search?query=&limit=&page=&sort=: the bare list of hits. */
export function searchProducts(
  params: { query: string; limit: number; page?: number; sort?: ProductSort; filters?: ListingFilters },
  signal?: AbortSignal,
) {
  return call('GET /api/user/products/search', {
    query: {
      query: params.query,
      limit: params.limit,
      page: params.page && params.page > 1 ? params.page : undefined,
      sort: params.sort && params.sort !== 'default' ? params.sort : undefined,
      ...(params.filters && listingFilterQuery(params.filters)),
    },
    signal,
  });
}

/** The header dropdown: the first 5; a failure gives an empty list. */
export const searchSuggestionsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', term] as const,
    queryFn: async ({ signal }) => {
      try {
        const answer = await searchProducts({ query: term, limit: SEARCH_DROPDOWN_LIMIT }, signal);
        return answer.slice(0, SEARCH_DROPDOWN_LIMIT);
      } catch (error) {
        if (signal.aborted) throw error;
        return [];
      }
    },
    staleTime: 60_000,
    enabled: term.length >= SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
  });

export function useSearchSuggestions(term: string) {
  return useQuery(searchSuggestionsQueryOptions(term));
}

/** The /search page: pages of 12 with the category page's sort and the filter panel's filters. */
export const searchResultsQueryOptions = (query: string, sort: ProductSort, filters?: ListingFilters) =>
  infiniteQueryOptions({
    queryKey: ['search', 'results', query, sort, filters ?? null] as const,
    queryFn: ({ pageParam, signal }) =>
      searchProducts({ query, limit: PAGE_SIZE, page: pageParam, sort, filters }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPageParam) =>
      last.length === PAGE_SIZE ? lastPageParam + 1 : undefined,
    enabled: query.trim().length >= SEARCH_MIN_CHARS,
  });

export function useSearchResults(query: string, sort: ProductSort, filters?: ListingFilters) {
  return useInfiniteQuery(searchResultsQueryOptions(query, sort, filters));
}
