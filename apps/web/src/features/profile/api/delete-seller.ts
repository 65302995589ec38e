import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { endSession } from '@/lib/query-client';

/** DELETE /api/seller/{id} → `{ seller: { name } }`; the session ends and the products leave the store. */
export const deleteSeller = (id: number) => call('DELETE /api/seller/:id', { params: { id } });

export function useDeleteSeller() {
  return useMutation({ mutationFn: deleteSeller, onSuccess: () => endSession('account') });
}
