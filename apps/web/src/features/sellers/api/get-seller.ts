import type { Answer } from '@electrohub/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';

export type PublicSellerAnswer = Answer<'GET /api/user/sellers/:id'>;

/** Products shown at first on the seller page; 'More Products' shows as many more. */
export const SELLER_PAGE_SIZE = 24;

/**
 * GET /api/user/sellers/{id}: the public profile, statistics and every public product of the seller (up to the
 * lists' 1,000-row default), so the page pages them in the browser.
 */
export function getSeller(id: string, signal?: AbortSignal) {
  return call('GET /api/user/sellers/:id', { params: { id }, signal });
}

export const sellerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['sellers', 'detail', id] as const,
    queryFn: ({ signal }) => getSeller(id, signal),
  });

export function useSeller(id: string | undefined) {
  return useQuery({ ...sellerQueryOptions(id ?? ''), enabled: Boolean(id) });
}
