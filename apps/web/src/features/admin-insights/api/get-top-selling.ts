import { TOP_SELLING_COUNT } from '@electrohub/shared/admin-insights';
import type { Answer } from '@electrohub/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminInsightsKeys } from './keys';

type TopSelling = Answer<'GET /api/admin/products/topselling/:count'>;

/** GET /api/admin/products/topselling/{count} → `{ products }`: the best-selling products (the dashboard shows 5). */
export async function getTopSelling(count: number, signal?: AbortSignal): Promise<TopSelling['products']> {
  return (await api<TopSelling>(`/api/admin/products/topselling/${count}`, { signal })).products;
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
