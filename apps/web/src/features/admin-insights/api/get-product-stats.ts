import type { Answer } from '@electrohub/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminInsightsKeys } from './keys';

type AdminProductStats = Answer<'GET /api/admin/products/productStats'>;

/** GET /api/admin/products/productStats: in stock, out of stock, discontinued, and the categories' counts. */
export function getProductStats(signal?: AbortSignal): Promise<AdminProductStats> {
  return api<AdminProductStats>('/api/admin/products/productStats', { signal });
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
