import type { PublicSellerAnswer } from '@electrohub/shared/catalog';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type { PublicSellerAnswer };

/** Products per page on the seller page. */
export const SELLER_PAGE_SIZE = 24;

/** GET /api/user/sellers/{id}?page=: the public profile, statistics and one page of products. */
export function getSeller(id: string, page: number, signal?: AbortSignal): Promise<PublicSellerAnswer> {
  return api<PublicSellerAnswer>(`/api/user/sellers/${encodeURIComponent(id)}?page=${page}&limit=${SELLER_PAGE_SIZE}`, { signal });
}

export const sellerQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: ['sellers', 'detail', id] as const,
    queryFn: ({ pageParam, signal }) => getSeller(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPageParam) =>
      last.seller.products.length === SELLER_PAGE_SIZE ? lastPageParam + 1 : undefined,
  });

export function useSeller(id: string | undefined) {
  return useInfiniteQuery({ ...sellerQueryOptions(id ?? ''), enabled: Boolean(id) });
}
