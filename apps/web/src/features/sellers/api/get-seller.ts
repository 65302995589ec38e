import type { Answer } from '@electrohub/shared/contract';
import { SELLER_PAGE_SIZE } from '@electrohub/shared/storefront';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';

export type PublicSellerAnswer = Answer<'GET /api/user/sellers/:id'>;

export { SELLER_PAGE_SIZE };

/**
 * GET /api/user/sellers/{id}?page={n}&limit=24: the public profile, statistics and one page of the seller's products
 * (newest first); `productCount` says how many there are in all (decision 052).
 */
export function getSeller(id: string, page: number, signal?: AbortSignal) {
  return call('GET /api/user/sellers/:id', {
    params: { id },
    query: { page, limit: SELLER_PAGE_SIZE },
    signal,
  });
}

/** The seller page's paged products ('More Products' asks for the next page); the first page carries the profile. */
export const sellerQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: ['sellers', 'detail', id] as const,
    queryFn: ({ pageParam, signal }) => getSeller(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) =>
      last.seller.products.length === SELLER_PAGE_SIZE && page * SELLER_PAGE_SIZE < last.seller.productCount
        ? page + 1
        : undefined,
  });

export function useSeller(id: string | undefined) {
  return useInfiniteQuery({ ...sellerQueryOptions(id ?? ''), enabled: Boolean(id) });
}
