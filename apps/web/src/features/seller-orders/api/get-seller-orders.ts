import type { SellerOrdersAnswer } from '@electrohub/shared/seller';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Every seller query key starts with 'seller', so one invalidation refreshes the whole dashboard. */
export const sellerOrderKeys = {
  all: ['seller', 'orders'] as const,
  detail: (id: number) => ['seller', 'orders', id] as const,
};

/** GET /api/seller/orders: the signed-in seller's paid orders with only their items (spec 3 §7). */
export function getSellerOrders(signal?: AbortSignal): Promise<SellerOrdersAnswer> {
  return api<SellerOrdersAnswer>('/api/seller/orders', { signal });
}

export const sellerOrdersQueryOptions = () =>
  queryOptions({
    queryKey: sellerOrderKeys.all,
    queryFn: ({ signal }) => getSellerOrders(signal),
    meta: { scope: 'account' },
  });

export function useSellerOrders() {
  return useQuery(sellerOrdersQueryOptions());
}
