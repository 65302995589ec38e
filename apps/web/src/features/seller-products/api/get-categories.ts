import type { Category } from '@electrohub/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/categories/all: the category list of the product form (same cache entry as the storefront's). */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return api<Category[]>('/api/categories/all', { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', 'all'] as const,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
