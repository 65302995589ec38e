import type { AdminPasswordBody } from '@electrohub/shared/admin-finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminFinanceKeys } from './keys';

/** PATCH /api/admin/settings/password `{ currentPassword, newPassword }`: other sessions of the admin end. */
export function changeAdminPassword(body: AdminPasswordBody) {
  return call('PATCH /api/admin/settings/password', { body });
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
