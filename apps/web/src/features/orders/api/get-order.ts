import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/get-session';
import { call } from '@/lib/api';
import { orderKeys } from './get-orders';

/** GET /api/user/orders/{id} → the order item itself, with tracking. */
export function getOrder(id: number, signal?: AbortSignal) {
  return call('GET /api/user/orders/:id', { params: { id }, signal });
}

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    meta: { scope: 'account' },
  });

export function useOrder(id: number) {
  const { status } = useSession();
  return useQuery({
    ...orderQueryOptions(id),
    enabled: status === 'buyer' && Number.isInteger(id) && id > 0,
  });
}
