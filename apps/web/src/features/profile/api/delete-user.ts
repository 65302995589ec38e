import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { endSession } from '@/lib/query-client';

/** DELETE /api/user/{id} → `{ user: { name } }`; the session ends with the account (spec 2 §7). */
export const deleteUser = (id: number) =>
  api<{ user: { name: string } }>(`/api/user/${id}`, { method: 'DELETE' });

export function useDeleteUser() {
  return useMutation({ mutationFn: deleteUser, onSuccess: () => endSession('account') });
}
