import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer } from '@electrohub/shared/contract';
import { useSession } from '@/lib/auth/get-session';
import { callList } from '@/lib/api';

export const orderKeys = {
  all: ['orders'] as const,
  list: ['orders', 'list'] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
};

export type BuyerOrder = Answer<'GET /api/user/orders'>[number];

/**
 * GET /api/user/orders → the buyer's orders, each `{ id, orderItems, user }`, newest first.
 * One default page (up to 1,000 orders) covers a buyer's history; the page lists their items.
 */
export function getOrders(signal?: AbortSignal) {
  return callList('GET /api/user/orders', { signal });
}

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.list,
    queryFn: ({ signal }) => getOrders(signal),
    meta: { scope: 'account' },
  });

/** The items of every order, as 'My Orders' lists them. Loads once the buyer is authenticated. */
export function useOrderItems() {
  const { status } = useSession();
  return useQuery({
    ...ordersQueryOptions(),
    enabled: status === 'buyer',
    select: (page) => page.items.flatMap((order) => order.orderItems),
  });
}
