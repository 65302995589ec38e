import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminFinanceKeys } from './keys';

/** GET /api/admin/settings: the signed-in admin and the security facts of this system. */
export function getAdminSettings(signal?: AbortSignal) {
  return call('GET /api/admin/settings', { signal });
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
