import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { sellerProductKeys } from './get-seller-products';

/** GET /api/seller/products/single-product/{id}: an own product with reviews and real sales figures. */
export function getSellerProduct(id: number, signal?: AbortSignal) {
  return call('GET /api/seller/products/single-product/:id', { params: { id }, signal });
}

export const sellerProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: sellerProductKeys.detail(id),
    queryFn: ({ signal }) => getSellerProduct(id, signal),
    meta: { scope: 'account' },
  });

export function useSellerProduct(id: number) {
  return useQuery({ ...sellerProductQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
