import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderAnswer } from '@electrohub/shared/orders';
import { useSession } from '@/features/auth/api/get-session';
import { api } from '@/lib/api';
import { orderKeys } from './get-orders';

/** GET /api/user/orders/{id} → one order item with tracking (spec 2 §7). */
export function getOrder(id: number, signal?: AbortSignal) {
  return api<OrderAnswer>(`/api/user/orders/${id}`, { signal });
}

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal), meta: { scope: 'account' } });

export function useOrder(id: number) {
  const { status } = useSession();
  return useQuery({ ...orderQueryOptions(id), enabled: status === 'buyer' && Number.isInteger(id) && id > 0 });
}
