import type { Answer } from '@electrohub/shared/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, callHref } from '@/lib/api';
import { sellerPayoutKeys } from './keys';

export type SellerPayouts = Answer<'GET /api/seller/payouts'>;

/**
 * GET /api/seller/payouts?page&limit: the balance, one page of the statement (newest first) and the recent
 * payouts.
 */
export function getSellerPayouts(page: number, limit: number, signal?: AbortSignal): Promise<SellerPayouts> {
  return call('GET /api/seller/payouts', { query: { page, limit }, signal });
}

export const sellerPayoutsQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: sellerPayoutKeys.payouts(page, limit),
    queryFn: ({ signal }) => getSellerPayouts(page, limit, signal),
    placeholderData: keepPreviousData,
    // Money moves when orders are delivered and payouts run: ask again each time the page opens.
    staleTime: 0,
    meta: { scope: 'account' },
  });

export function useSellerPayouts(page: number, limit: number) {
  return useQuery(sellerPayoutsQueryOptions(page, limit));
}

/** The statement as a file: the browser downloads it through a plain link (the seller's cookie goes with it). */
export const statementCsvHref = callHref('GET /api/seller/payouts/statement.csv', {});
