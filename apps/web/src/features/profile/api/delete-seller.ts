import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { endSession } from '@/lib/query-client';

/** DELETE /api/seller/{id} → `{ seller: { name } }`; the session ends and the products leave the store. */
export const deleteSeller = (id: number) =>
  api<{ seller: { name: string } }>(`/api/seller/${id}`, { method: 'DELETE' });

export function useDeleteSeller() {
  return useMutation({ mutationFn: deleteSeller, onSuccess: () => endSession('account') });
}
