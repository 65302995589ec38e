import { useMutation } from '@tanstack/react-query';
import type { OrderAnswer } from '@electrohub/shared/orders';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { orderKeys } from './get-orders';

/** PATCH /api/user/orders/{id} `{ status }`: cancel or return (spec 2 §4, §7) → `{ order }`. */
export function updateOrderStatus({ id, status }: { id: number; status: 'Cancelled' | 'Returned' }) {
  return api<OrderAnswer>(`/api/user/orders/${id}`, { method: 'PATCH', body: { status } });
}

export function useUpdateOrderStatus() {
  return useMutation({
    mutationFn: updateOrderStatus,
    meta: { scope: 'account' },
    onSuccess: (answer) => {
      queryClient.setQueryData(orderKeys.detail(answer.order.id), answer);
      return queryClient.invalidateQueries({ queryKey: orderKeys.list });
    },
  });
}
