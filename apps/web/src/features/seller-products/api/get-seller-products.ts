import type { SellerProductList } from '@electrohub/shared/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const sellerProductKeys = {
  all: ['seller', 'products'] as const,
  list: (sellerId: number) => ['seller', 'products', 'list', sellerId] as const,
  detail: (id: number) => ['seller', 'products', 'detail', id] as const,
};

/** GET /api/seller/products/{sellerId}: the signed-in seller's products, any status (spec 3 §6: own id). */
export function getSellerProducts(sellerId: number, signal?: AbortSignal): Promise<SellerProductList> {
  return api<SellerProductList>(`/api/seller/products/${sellerId}`, { signal });
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
