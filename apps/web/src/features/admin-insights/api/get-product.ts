import type { AdminProductDetail } from '@electrohub/shared/admin-insights';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminInsightsKeys } from './keys';

/** GET /api/admin/products/{id}: one product of any status with seller and reviews. */
export async function getAdminProduct(id: number, signal?: AbortSignal): Promise<AdminProductDetail> {
  return (await api<{ product: AdminProductDetail }>(`/api/admin/products/${id}`, { signal })).product;
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
