import type { SalesReportQuery } from '@electrohub/shared/admin-finance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, callHref } from '@/lib/api';
import { adminFinanceKeys } from './keys';

/** GET /api/admin/reports/sales?from&to&groupBy: orders, units and sales per day, category or seller. */
export function getSalesReport(q: SalesReportQuery, signal?: AbortSignal) {
  return call('GET /api/admin/reports/sales', { query: q, signal });
}

/** GET /api/admin/reports/sales.csv: the same query as a file (the browser downloads it through a plain link). */
export const salesCsvHref = (q: SalesReportQuery) =>
  callHref('GET /api/admin/reports/sales.csv', { query: q });

export const salesReportQueryOptions = (q: SalesReportQuery) =>
  queryOptions({
    queryKey: adminFinanceKeys.sales(q),
    queryFn: ({ signal }) => getSalesReport(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { scope: 'admin' },
  });

export function useSalesReport(q: SalesReportQuery, enabled = true) {
  return useQuery({ ...salesReportQueryOptions(q), enabled });
}
