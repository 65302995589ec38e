import { useMutation } from '@tanstack/react-query';
import type { VerifyPaymentRequest } from '@electrohub/shared/checkout';
import { call } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

/** POST /api/user/orders/verify-payment: payment result fields, orderData, flag → `{ success, order }`. */
export function verifyPayment(body: VerifyPaymentRequest) {
  return call('POST /api/user/orders/verify-payment', { body });
}

export function useVerifyPayment() {
  return useMutation({
    mutationFn: verifyPayment,
    meta: { scope: 'account' },
    // A paid order changes the cart (flag 'cart'), the orders list and product stock everywhere.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
