import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { sellerOrderKeys } from './get-seller-orders';

/** GET /api/seller/orders/{id}: one order item (by item id) with product, customer and status history. */
export function getSellerOrder(id: number, signal?: AbortSignal) {
  return call('GET /api/seller/orders/:id', { params: { id }, signal });
}

export const sellerOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: sellerOrderKeys.detail(id),
    queryFn: ({ signal }) => getSellerOrder(id, signal),
    meta: { scope: 'account' },
  });

export function useSellerOrder(id: number) {
  return useQuery({ ...sellerOrderQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
