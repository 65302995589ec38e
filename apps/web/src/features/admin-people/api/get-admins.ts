import type { AdminsAnswer } from '@electrohub/shared/admin-people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminPeopleKeys } from './get-admin-sellers';

/** `GET /api/admin/admins`: every admin (spec 3 §7). */
export function getAdmins(signal?: AbortSignal): Promise<AdminsAnswer> {
  return api<AdminsAnswer>('/api/admin/admins', { signal });
}

export const adminsQueryOptions = () =>
  queryOptions({
    queryKey: adminPeopleKeys.admins,
    queryFn: ({ signal }) => getAdmins(signal),
    meta: { scope: 'admin' },
  });

export function useAdmins() {
  return useQuery(adminsQueryOptions());
}
