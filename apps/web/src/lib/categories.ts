import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api';

/**
 * GET /api/categories/all: every category (home chips, category page title and description, the seller's product
 * form). One fetcher and one cache entry for every screen that lists them.
 */
export function getAllCategories(signal?: AbortSignal) {
  return call('GET /api/categories/all', { signal });
}

export const allCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', 'all'] as const,
    queryFn: ({ signal }) => getAllCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useAllCategories() {
  return useQuery(allCategoriesQueryOptions());
}
