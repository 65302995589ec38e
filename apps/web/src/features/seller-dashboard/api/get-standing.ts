import type { Answer } from '@electrohub/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';

export type SellerStanding = Answer<'GET /api/seller/status'>;

/** GET /api/seller/status: approved, pending or suspended, the admin's reason and what it means. */
export function getSellerStanding(signal?: AbortSignal): Promise<SellerStanding> {
  return call('GET /api/seller/status', { signal });
}

export const sellerStandingQueryOptions = () =>
  queryOptions({
    queryKey: ['seller', 'status'] as const,
    queryFn: ({ signal }) => getSellerStanding(signal),
    staleTime: 0,
    meta: { scope: 'account' },
  });

export function useSellerStanding() {
  return useQuery(sellerStandingQueryOptions());
}
