import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminInsightsKeys } from './keys';

/** GET /api/admin/cms/categories/productCount: the list of categories with their products, most first (every one). */
export function getCategoryCounts(signal?: AbortSignal) {
  return call('GET /api/admin/cms/categories/productCount', { signal });
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
