import type { AdminSettings } from '@electrohub/shared/admin-finance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminFinanceKeys } from './keys';

/** GET /api/admin/settings: the signed-in admin and the security facts of this system. */
export function getAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  return api<AdminSettings>('/api/admin/settings', { signal });
}

export const adminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminFinanceKeys.settings,
    queryFn: ({ signal }) => getAdminSettings(signal),
    meta: { scope: 'admin' },
  });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
