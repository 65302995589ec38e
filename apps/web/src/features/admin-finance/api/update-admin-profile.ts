import type { AdminProfileBody } from '@electrohub/shared/admin-finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { sessionKeys } from '@/lib/query-client';
import { adminFinanceKeys } from './keys';

/** PATCH /api/admin/settings/profile `{ name }`. */
export function updateAdminProfile(body: AdminProfileBody) {
  return call('PATCH /api/admin/settings/profile', { body });
}

export function useUpdateAdminProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminProfile,
    meta: { scope: 'admin' },
    onSuccess: async () => {
      // The shell shows the admin's name from the session query.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFinanceKeys.settings }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.admin }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'finance', 'logs'] }),
      ]);
    },
  });
}
