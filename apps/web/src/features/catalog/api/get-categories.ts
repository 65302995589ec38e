import type { Answer } from '@electrohub/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';

export type Category = Answer<'GET /api/categories/6'>[number];

/** GET /api/categories/6: the six categories of the header menu and the footer. */
export function getTopCategories(signal?: AbortSignal) {
  return call('GET /api/categories/6', { signal });
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
