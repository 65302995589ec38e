import type { Answer, Body } from '@electrohub/shared/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callList, type ListPage } from '@/lib/api';
import { adminMoneyKeys } from './keys';

export type AdminPayoutRow = Answer<'GET /api/admin/payouts'>[number];

/** GET /api/admin/payouts?page&limit: payouts, newest first, with their seller (total in `X-Total-Count`). */
export function getPayouts(
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<ListPage<AdminPayoutRow>> {
  return callList('GET /api/admin/payouts', { query: { page, limit }, signal });
}

export const payoutsQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: adminMoneyKeys.payouts(page, limit),
    queryFn: ({ signal }) => getPayouts(page, limit, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { scope: 'admin' },
  });

export function usePayouts(page: number, limit: number) {
  return useQuery(payoutsQueryOptions(page, limit));
}

/** GET /api/admin/payouts/settings: how payouts are sent and the hold in days. */
export function usePayoutSettings() {
  return useQuery({
    queryKey: adminMoneyKeys.payoutSettings,
    queryFn: ({ signal }) => call('GET /api/admin/payouts/settings', { signal }),
    staleTime: Infinity,
    meta: { scope: 'admin' },
  });
}

/** POST /api/admin/payouts `{ sellerIds? }`: pays these sellers, or every seller with money available. */
export function runPayouts(
  body: Body<'POST /api/admin/payouts'>,
): Promise<Answer<'POST /api/admin/payouts'>> {
  return call('POST /api/admin/payouts', { body });
}

export function useRunPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runPayouts,
    meta: { scope: 'admin' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminMoneyKeys.payoutsAll }),
        queryClient.invalidateQueries({ queryKey: adminMoneyKeys.sellersAll }),
      ]),
  });
}
