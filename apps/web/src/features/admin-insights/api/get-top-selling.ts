import { TOP_SELLING_COUNT } from '@electrohub/shared/admin-insights';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminInsightsKeys } from './keys';

/** GET /api/admin/products/topselling/{count} → `{ products }`: the best-selling products (the dashboard shows 5). */
export async function getTopSelling(count: number, signal?: AbortSignal) {
  return (await call('GET /api/admin/products/topselling/:count', { params: { count }, signal })).products;
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
