import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { adminFinanceKeys } from './keys';

/** GET /api/admin/payments/{id}: the payment, its order's items, refunds and buyer. */
export function getPayment(id: number, signal?: AbortSignal) {
  return call('GET /api/admin/payments/:id', { params: { id }, signal });
}

export const paymentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminFinanceKeys.payment(id),
    queryFn: ({ signal }) => getPayment(id, signal),
    meta: { scope: 'admin' },
  });

export function usePayment(id: number) {
  return useQuery({ ...paymentQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
