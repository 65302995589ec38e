import type { Answer } from '@electrohub/shared/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callList, type ListPage } from '@/lib/api';
import { adminMoneyKeys } from './keys';

export type SellerMoneyRow = Answer<'GET /api/admin/payouts/sellers'>[number];

/**
 * GET /api/admin/payouts/sellers?page&limit&search: per seller, sold, commission, refunds, paid out, pending,
 * available and owed, most owed first (total in `X-Total-Count`).
 */
export function getSellerMoney(
  page: number,
  limit: number,
  search: string,
  signal?: AbortSignal,
): Promise<ListPage<SellerMoneyRow>> {
  return callList('GET /api/admin/payouts/sellers', { query: { page, limit, search }, signal });
}

export const sellerMoneyQueryOptions = (page: number, limit: number, search = '') =>
  queryOptions({
    queryKey: adminMoneyKeys.sellers(page, limit, search),
    queryFn: ({ signal }) => getSellerMoney(page, limit, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { scope: 'admin' },
  });

export function useSellerMoney(page: number, limit: number, search = '') {
  return useQuery(sellerMoneyQueryOptions(page, limit, search));
}

/** GET /api/admin/payouts/sellers?sellerId: one seller's figures (null when the seller has none listed). */
export function useOneSellerMoney(sellerId: number) {
  return useQuery({
    queryKey: adminMoneyKeys.seller(sellerId),
    queryFn: async ({ signal }) =>
      (await callList('GET /api/admin/payouts/sellers', { query: { page: 1, limit: 1, sellerId }, signal }))
        .items[0] ?? null,
    staleTime: 0,
    meta: { scope: 'admin' },
  });
}
