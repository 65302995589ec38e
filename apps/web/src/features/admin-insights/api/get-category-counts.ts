import type { CategoryProductCount } from '@electrohub/shared/admin-insights';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminInsightsKeys } from './keys';

/** GET /api/admin/cms/categories/productCount: categories with their products, most first. */
export function getCategoryCounts(signal?: AbortSignal): Promise<CategoryProductCount> {
  return api<CategoryProductCount>('/api/admin/cms/categories/productCount', { signal });
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
