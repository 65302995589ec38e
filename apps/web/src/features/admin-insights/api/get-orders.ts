import type { VisibleOrderItemStatus } from '@electrohub/shared/orders-status';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminInsightsKeys } from './keys';

export type AdminOrdersParams = {
  page: number;
  limit: number;
  status?: VisibleOrderItemStatus;
  search?: string;
};

/**
 * GET /api/admin/orders: the orders list response — one page of paid order items (`orderItems`, with `total`
 * matching) and the figures (orders, returns, fulfilledOrders).
 */
export function getAdminOrders(q: AdminOrdersParams, signal?: AbortSignal) {
  return call('GET /api/admin/orders', { query: q, signal });
}

export const adminOrdersQueryOptions = (q: AdminOrdersParams) =>
  queryOptions({
    queryKey: adminInsightsKeys.orderList(q),
    queryFn: ({ signal }) => getAdminOrders(q, signal),
    meta: { scope: 'admin' },
    placeholderData: keepPreviousData,
  });

export function useAdminOrders(q: AdminOrdersParams) {
  return useQuery(adminOrdersQueryOptions(q));
}
