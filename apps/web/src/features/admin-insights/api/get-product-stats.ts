import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminInsightsKeys } from './keys';

/** GET /api/admin/products/productStats: in stock, out of stock, discontinued, and the categories' counts. */
export function getProductStats(signal?: AbortSignal) {
  return call('GET /api/admin/products/productStats', { signal });
}

export const productStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminInsightsKeys.productStats(),
    queryFn: ({ signal }) => getProductStats(signal),
    meta: { scope: 'admin' },
  });

export function useProductStats() {
  return useQuery(productStatsQueryOptions());
}
