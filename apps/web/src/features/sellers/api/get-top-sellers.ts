import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';

/** GET /api/user/sellers: sellers ranked by recent sales (home 'Top sellers and brands'). */
export async function getTopSellers(signal?: AbortSignal) {
  const answer = await call('GET /api/user/sellers', { signal });
  return answer.sellers;
}

export const topSellersQueryOptions = () =>
  queryOptions({
    queryKey: ['sellers', 'top'] as const,
    queryFn: ({ signal }) => getTopSellers(signal),
    staleTime: 5 * 60_000,
  });

export function useTopSellers() {
  return useQuery(topSellersQueryOptions());
}
