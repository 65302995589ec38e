import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';

/** GET /api/seller/salesstatistics: the last 7 days of sales (store time zone) and products per category. */
export function getSalesStatistics(signal?: AbortSignal) {
  return call('GET /api/seller/salesstatistics', { signal });
}

export const salesStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: ['seller', 'salesstatistics'] as const,
    queryFn: ({ signal }) => getSalesStatistics(signal),
    meta: { scope: 'account' },
  });

export function useSalesStatistics() {
  return useQuery(salesStatisticsQueryOptions());
}
