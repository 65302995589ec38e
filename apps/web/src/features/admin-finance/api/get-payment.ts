import type { PaymentDetail } from '@electrohub/shared/admin-finance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminFinanceKeys } from './keys';

/** GET /api/admin/payments/{id}: the payment, its order's items, refunds and buyer. */
export function getPayment(id: number, signal?: AbortSignal): Promise<PaymentDetail> {
  return api<PaymentDetail>(`/api/admin/payments/${id}`, { signal });
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
