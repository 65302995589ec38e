import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { useSession } from '@/lib/auth/get-session';
import { queryClient } from '@/lib/query-client';

/** Under ['orders'], so a verified payment (which invalidates ['orders']) refreshes it too. */
export const unpaidOrdersKey = ['orders', 'unpaid'] as const;

/** GET /api/user/orders/unpaid → the buyer's unpaid orders still holding stock, newest first. */
export function getUnpaidOrders(signal?: AbortSignal) {
  return call('GET /api/user/orders/unpaid', { signal });
}

export const unpaidOrdersQueryOptions = () =>
  queryOptions({
    queryKey: unpaidOrdersKey,
    queryFn: ({ signal }) => getUnpaidOrders(signal),
    meta: { scope: 'account' },
  });

/** The unpaid orders 'My Orders' offers to pay or cancel. Loads once the buyer is authenticated. */
export function useUnpaidOrders() {
  const { status } = useSession();
  return useQuery({ ...unpaidOrdersQueryOptions(), enabled: status === 'buyer' });
}

/**
 * DELETE /api/user/orders/unpaid/{orderId}: give an unpaid order up (the card dialog closed, or Cancel in
 * My Orders). Its stock returns at once and it stops counting against the cap of unpaid orders.
 */
export function releaseOrder(orderId: number) {
  return call('DELETE /api/user/orders/unpaid/:orderId', { params: { orderId } });
}

export function useReleaseOrder() {
  return useMutation({
    mutationFn: releaseOrder,
    meta: { scope: 'account' },
    // The stock is back: the product pages and the unpaid list change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unpaidOrdersKey }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
