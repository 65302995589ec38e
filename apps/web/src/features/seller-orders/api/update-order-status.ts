import type { OrderStatusUpdateAnswer, OrderStatusUpdate } from '@electrohub/shared/seller';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sellerOrderKeys } from './get-seller-orders';

/** PATCH /api/seller/orders/{id} `{ status }`: forward moves only (409 InvalidStatusTransition otherwise). */
export function updateOrderStatus(id: number, body: OrderStatusUpdate): Promise<OrderStatusUpdateAnswer> {
  return api<OrderStatusUpdateAnswer>(`/api/seller/orders/${id}`, { method: 'PATCH', body });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: OrderStatusUpdate['status'] }) =>
      updateOrderStatus(id, { status }),
    meta: { scope: 'account' },
    onSuccess: async (answer, { id }) => {
      queryClient.setQueryData(sellerOrderKeys.detail(id), answer.order);
      // Orders, figures and charts all change with a status.
      await queryClient.invalidateQueries({ queryKey: ['seller'] });
    },
  });
}
