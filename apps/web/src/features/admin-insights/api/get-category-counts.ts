import type { Answer } from '@electrohub/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminInsightsKeys } from './keys';

type CategoryCounts = Answer<'GET /api/admin/cms/categories/productCount'>;

/** GET /api/admin/cms/categories/productCount: the list of categories with their products, most first (every one). */
export function getCategoryCounts(signal?: AbortSignal): Promise<CategoryCounts> {
  return api<CategoryCounts>('/api/admin/cms/categories/productCount', { signal });
}

export const categoryCountsQueryOptions = () =>
  queryOptions({
    queryKey: adminInsightsKeys.categoryCounts(),
    queryFn: ({ signal }) => getCategoryCounts(signal),
    meta: { scope: 'admin' },
  });

export function useCategoryCounts() {
  return useQuery(categoryCountsQueryOptions());
}
