import type { AdminProfileBody } from '@electrohub/shared/admin-finance';
import type { PublicAdmin } from '@electrohub/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionKeys } from '@/lib/query-client';
import { adminFinanceKeys } from './keys';

type Answer = { admin: PublicAdmin; message: string };

/** PATCH /api/admin/settings/profile `{ name }`. */
export function updateAdminProfile(body: AdminProfileBody): Promise<Answer> {
  return api<Answer>('/api/admin/settings/profile', { method: 'PATCH', body });
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
