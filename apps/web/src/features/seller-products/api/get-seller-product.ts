import type { SellerProductDetail } from '@electrohub/shared/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sellerProductKeys } from './get-seller-products';

/** GET /api/seller/products/single-product/{id}: an own product with reviews and real sales figures. */
export async function getSellerProduct(id: number, signal?: AbortSignal): Promise<SellerProductDetail> {
  const { product } = await api<{ product: SellerProductDetail }>(
    `/api/seller/products/single-product/${id}`,
    { signal },
  );
  return product;
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
