import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminPeopleKeys } from './get-admin-sellers';

/** `GET /api/admin/sellers/{id}`: the seller, figures, products and order items. */
export function getAdminSeller(id: number, signal?: AbortSignal) {
  return call('GET /api/admin/sellers/:id', { params: { id }, signal });
}

export const adminSellerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminPeopleKeys.seller(id),
    queryFn: ({ signal }) => getAdminSeller(id, signal),
    meta: { scope: 'admin' },
  });

export function useAdminSeller(id: number) {
  return useQuery({ ...adminSellerQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
