import { queryOptions, useQuery } from '@tanstack/react-query';
import { callList } from '@/lib/api';

/** Every seller query key starts with 'seller', so one invalidation refreshes the whole dashboard. */
export const sellerOrderKeys = {
  all: ['seller', 'orders'] as const,
  detail: (id: number) => ['seller', 'orders', id] as const,
};

/**
 * GET /api/seller/orders → `{ orders }`: the signed-in seller's paid orders with only their items. One request brings
 * the server's default page (the newest 1,000 orders), which Orders Management searches, filters and pages in the
 * browser; `total` is the server's count of every order (X-Total-Count).
 */
export function getSellerOrders(signal?: AbortSignal) {
  return callList('GET /api/seller/orders', { signal }, 'orders');
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
