import type { PaymentListQuery } from '@electrohub/shared/admin-finance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callList } from '@/lib/api';
import { adminFinanceKeys } from './keys';

/** GET /api/admin/payments: captured payments, newest first (state filter, search, paging; total in `X-Total-Count`). */
export function getPayments(q: PaymentListQuery, signal?: AbortSignal) {
  return callList('GET /api/admin/payments', { query: q, signal });
}

export const paymentsQueryOptions = (q: PaymentListQuery) =>
  queryOptions({
    queryKey: adminFinanceKeys.payments(q),
    queryFn: ({ signal }) => getPayments(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { scope: 'admin' },
  });

export function usePayments(q: PaymentListQuery) {
  return useQuery(paymentsQueryOptions(q));
}
