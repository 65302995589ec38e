import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminPeopleKeys } from './get-admin-sellers';

/** `GET /api/admin/admins`: the list of admins, oldest first (every one: no paging asked). */
export function getAdmins(signal?: AbortSignal) {
  return call('GET /api/admin/admins', { signal });
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
