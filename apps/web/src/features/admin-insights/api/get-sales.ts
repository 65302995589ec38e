import type { Answer } from '@electrohub/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminInsightsKeys } from './keys';

/** GET /api/admin/sales: counted orders and rupees, this month, accounts and the last 7 days. */
export function getAdminSales(signal?: AbortSignal): Promise<Answer<'GET /api/admin/sales'>> {
  return api<Answer<'GET /api/admin/sales'>>('/api/admin/sales', { signal });
}

export const adminSalesQueryOptions = () =>
  queryOptions({
    queryKey: adminInsightsKeys.sales(),
    queryFn: ({ signal }) => getAdminSales(signal),
    meta: { scope: 'admin' },
  });

export function useAdminSales() {
  return useQuery(adminSalesQueryOptions());
}
