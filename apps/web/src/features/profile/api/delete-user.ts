import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api';

/**
 * DELETE /api/user/{id} → `{ user: { name } }`; the session ends with the account. The caller
 * leaves the account area first, then forgets the session (`endSession('account')`), so the area's guard
 * does not send it to sign-in.
 */
export const deleteUser = (id: number) => call('DELETE /api/user/:id', { params: { id } });

export function useDeleteUser() {
  return useMutation({ mutationFn: deleteUser });
}
