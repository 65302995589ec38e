import type { Category } from '@electrohub/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type { Category };

/** GET /api/categories/6: the six categories of the header menu and the footer. */
export function getTopCategories(signal?: AbortSignal): Promise<Category[]> {
  return api<Category[]>('/api/categories/6', { signal });
}

export const topCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', 'top', 6] as const,
    queryFn: ({ signal }) => getTopCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useTopCategories() {
  return useQuery(topCategoriesQueryOptions());
}
