import type { Answer } from '@electrohub/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminPeopleKeys } from './get-admin-sellers';

export type AdminBuyerDetail = Answer<'GET /api/admin/users/:id'>;

/** `GET /api/admin/users/{id}`: the user (profile, reviews, orders), items, transactions and figures. */
export function getAdminBuyer(id: number, signal?: AbortSignal) {
  return call('GET /api/admin/users/:id', { params: { id }, signal });
}

export const adminBuyerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminPeopleKeys.buyer(id),
    queryFn: ({ signal }) => getAdminBuyer(id, signal),
    meta: { scope: 'admin' },
  });

export function useAdminBuyer(id: number) {
  return useQuery({ ...adminBuyerQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
