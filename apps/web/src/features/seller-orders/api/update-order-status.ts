import type { Body } from '@electrohub/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { sellerOrderKeys } from './get-seller-orders';

/** PATCH /api/seller/orders/{id} `{ status }`: forward moves only (409 InvalidStatusTransition otherwise). */
type StatusBody = Body<'PATCH /api/seller/orders/:id'>;

export function updateOrderStatus(id: number, body: StatusBody) {
  return call('PATCH /api/seller/orders/:id', { params: { id }, body });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: StatusBody['status'] }) =>
      updateOrderStatus(id, { status }),
    meta: { scope: 'account' },
    onSuccess: async (answer, { id }) => {
      queryClient.setQueryData(sellerOrderKeys.detail(id), answer.order);
      // Orders, figures and charts all change with a status.
      await queryClient.invalidateQueries({ queryKey: ['seller'] });
    },
  });
}
