import type { Answer } from '@electrohub/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminPeopleKeys } from './get-admin-sellers';

type Admins = Answer<'GET /api/admin/admins'>;

/** `GET /api/admin/admins`: the list of admins, oldest first (every one: no paging asked). */
export function getAdmins(signal?: AbortSignal): Promise<Admins> {
  return api<Admins>('/api/admin/admins', { signal });
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
