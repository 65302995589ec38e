import { useMutation } from '@tanstack/react-query';
import type { TestPayRequest } from '@electrohub/shared/checkout';
import { call } from '@/lib/api';

/** POST /api/payments/test/pay: the test-mode gateway's card form → Razorpay-style payment result. */
export function payTestCard(body: TestPayRequest) {
  return call('POST /api/payments/test/pay', { body });
}

export function usePayTestCard() {
  return useMutation({ mutationFn: payTestCard, meta: { scope: 'account' } });
}
