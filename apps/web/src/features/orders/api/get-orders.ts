import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrdersAnswer } from '@electrohub/shared/orders';
import { useSession } from '@/features/auth/api/get-session';
import { api } from '@/lib/api';

export const orderKeys = {
  all: ['orders'] as const,
  list: ['orders', 'list'] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
};

/** GET /api/user/orders → the buyer's order items, newest first (spec 2 §7). */
export function getOrders(signal?: AbortSignal) {
  return api<OrdersAnswer>('/api/user/orders', { signal });
}

export const ordersQueryOptions = () =>
  queryOptions({ queryKey: orderKeys.list, queryFn: ({ signal }) => getOrders(signal), meta: { scope: 'account' } });

/** Loads once the buyer is authenticated (spec 2 §2 'Orders list'). */
export function useOrders() {
  const { status } = useSession();
  return useQuery({ ...ordersQueryOptions(), enabled: status === 'buyer' });
}
