import type { Answer } from '@electrohub/shared/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callList } from '@/lib/api';
import { adminInsightsKeys } from './keys';

export type AdminProductsParams = { page: number; limit: number; category?: string; search?: string };

export type AdminProductRow = Answer<'GET /api/admin/products'>[number];

/** GET /api/admin/products: one page of products of any status (category filter, name search) and the total. */
export function getAdminProducts(q: AdminProductsParams, signal?: AbortSignal) {
  return callList('GET /api/admin/products', { query: q, signal });
}

export const adminProductsQueryOptions = (q: AdminProductsParams) =>
  queryOptions({
    queryKey: adminInsightsKeys.productList(q),
    queryFn: ({ signal }) => getAdminProducts(q, signal),
    meta: { scope: 'admin' },
    // The table keeps the page it shows while the next one loads (no flash of skeletons when paging).
    placeholderData: keepPreviousData,
  });

export function useAdminProducts(q: AdminProductsParams) {
  return useQuery(adminProductsQueryOptions(q));
}
