import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminInsightsKeys } from './keys';

/** GET /api/admin/sales: counted orders and rupees, this month, accounts and the last 7 days. */
export function getAdminSales(signal?: AbortSignal) {
  return call('GET /api/admin/sales', { signal });
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
