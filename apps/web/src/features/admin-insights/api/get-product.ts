import type { Answer } from '@electrohub/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminInsightsKeys } from './keys';

export type AdminProduct = Answer<'GET /api/admin/products/:id'>;

/** GET /api/admin/products/{id}: the product of any status with productInfo, seller and reviews. */
export function getAdminProduct(id: number, signal?: AbortSignal) {
  return call('GET /api/admin/products/:id', { params: { id }, signal });
}

export const adminProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminInsightsKeys.product(id),
    queryFn: ({ signal }) => getAdminProduct(id, signal),
    meta: { scope: 'admin' },
    enabled: Number.isInteger(id) && id > 0,
  });

export function useAdminProduct(id: number) {
  return useQuery(adminProductQueryOptions(id));
}
