import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';

export const profileStatisticsKey = ['seller', 'profilestatistics'] as const;

/** GET /api/seller/profilestatistics: the seller's order-item figures (definitions on the shared schema). */
export function getProfileStatistics(signal?: AbortSignal) {
  return call('GET /api/seller/profilestatistics', { signal });
}

export const profileStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: profileStatisticsKey,
    queryFn: ({ signal }) => getProfileStatistics(signal),
    meta: { scope: 'account' },
  });

export function useProfileStatistics() {
  return useQuery(profileStatisticsQueryOptions());
}
