import type { AdminPasswordBody } from '@electrohub/shared/admin-finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminFinanceKeys } from './keys';

type Answer = { success: true; message: string };

/** PATCH /api/admin/settings/password `{ currentPassword, newPassword }`: other sessions of the admin end. */
export function changeAdminPassword(body: AdminPasswordBody): Promise<Answer> {
  return api<Answer>('/api/admin/settings/password', { method: 'PATCH', body });
}

export function useChangeAdminPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAdminPassword,
    meta: { scope: 'admin' },
    onSuccess: async () => {
      // The open-session count changes.
      await queryClient.invalidateQueries({ queryKey: adminFinanceKeys.settings });
    },
  });
}
