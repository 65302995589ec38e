import type { Category } from '@electrohub/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/categories/all: every category (home chips, category page title and description). */
export function getAllCategories(signal?: AbortSignal): Promise<Category[]> {
  return api<Category[]>('/api/categories/all', { signal });
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
