import type { Answer, Body } from '@electrohub/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';

type Change = { id: number } & Body<'PATCH /api/admin/sellers/:id/status'>;

/** PATCH /api/admin/sellers/{id}/status: approve, reinstate or suspend (with the reason the seller is shown). */
export function updateSellerStatus({
  id,
  ...body
}: Change): Promise<Answer<'PATCH /api/admin/sellers/:id/status'>> {
  return call('PATCH /api/admin/sellers/:id/status', { params: { id }, body });
}

export function useUpdateSellerStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSellerStatus,
    meta: { scope: 'admin' },
    // A seller's standing shows in the people lists, their detail, the balances and the product lists: every
    // admin answer is asked again (only the ones on screen refetch now).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
