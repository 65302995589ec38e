import { queryOptions, useQuery } from '@tanstack/react-query';
import { callList } from '@/lib/api';

export const sellerProductKeys = {
  all: ['seller', 'products'] as const,
  list: (sellerId: number) => ['seller', 'products', 'list', sellerId] as const,
  detail: (id: number) => ['seller', 'products', 'detail', id] as const,
};

/**
 * GET /api/seller/products/{sellerId}: the signed-in seller's products, any status (only with the seller's own id). One
 * request brings the server's default page (the first 1,000, newest first), which the page searches, filters and
 * pages in the browser; `total` is the server's count of every product (X-Total-Count).
 */
export function getSellerProducts(sellerId: number, signal?: AbortSignal) {
  return callList('GET /api/seller/products/:id', { params: { id: sellerId }, signal });
}

export const sellerProductsQueryOptions = (sellerId: number) =>
  queryOptions({
    queryKey: sellerProductKeys.list(sellerId),
    queryFn: ({ signal }) => getSellerProducts(sellerId, signal),
    meta: { scope: 'account' },
  });

export function useSellerProducts(sellerId: number | undefined) {
  return useQuery({ ...sellerProductsQueryOptions(sellerId ?? 0), enabled: sellerId !== undefined });
}
