import { TOP_SELLING_COUNT } from '@electrohub/shared/admin-insights';
import type { Answer } from '@electrohub/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminInsightsKeys } from './keys';

type TopSelling = Answer<'GET /api/admin/products/topselling/:count'>;

/** GET /api/admin/products/topselling/{count}: the list of best-selling products (the dashboard shows 5). */
export function getTopSelling(count: number, signal?: AbortSignal): Promise<TopSelling> {
  return api<TopSelling>(`/api/admin/products/topselling/${count}`, { signal });
}

export const topSellingQueryOptions = (count: number = TOP_SELLING_COUNT) =>
  queryOptions({
    queryKey: adminInsightsKeys.topSelling(count),
    queryFn: ({ signal }) => getTopSelling(count, signal),
    meta: { scope: 'admin' },
  });

export function useTopSelling(count: number = TOP_SELLING_COUNT) {
  return useQuery(topSellingQueryOptions(count));
}
