import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { orderKeys } from './get-orders';

/** PATCH /api/user/orders/{id} `{ status }`: cancel or return → `{ order }`. */
export function updateOrderStatus({ id, status }: { id: number; status: 'Cancelled' | 'Returned' }) {
  return call('PATCH /api/user/orders/:id', { params: { id }, body: { status } });
}

export function useUpdateOrderStatus() {
  return useMutation({
    mutationFn: updateOrderStatus,
    meta: { scope: 'account' },
    onSuccess: (answer) => {
      // The detail query holds the bare item; the answer wraps it in `order`.
      queryClient.setQueryData(orderKeys.detail(answer.order.id), answer.order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.list });
    },
  });
}
