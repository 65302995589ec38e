import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer } from '@electrohub/shared/contract';
import { useSession } from '@/lib/auth/get-session';
import { api } from '@/lib/api';
import { orderKeys } from './get-orders';

/** GET /api/user/orders/{id} → the order item itself, with tracking. */
export function getOrder(id: number, signal?: AbortSignal) {
  return api<Answer<'GET /api/user/orders/:id'>>(`/api/user/orders/${id}`, { signal });
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
