import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminInsightsKeys } from './keys';

/** GET /api/admin/orders/{id}: one order item with product, seller figures, shipping and history. */
export function getAdminOrder(id: number, signal?: AbortSignal) {
  return call('GET /api/admin/orders/:id', { params: { id }, signal });
}

export const adminOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminInsightsKeys.order(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
    meta: { scope: 'admin' },
    enabled: Number.isInteger(id) && id > 0,
  });

export function useAdminOrder(id: number) {
  return useQuery(adminOrderQueryOptions(id));
}
