import { useMutation } from '@tanstack/react-query';
import type { TestPayAnswer, TestPayRequest } from '@electrohub/shared/checkout';
import { api } from '@/lib/api';

/** POST /api/payments/test/pay: the test-mode gateway's card form → Razorpay-style payment result. */
export function payTestCard(body: TestPayRequest) {
  return api<TestPayAnswer>('/api/payments/test/pay', { method: 'POST', body });
}

export function usePayTestCard() {
  return useMutation({ mutationFn: payTestCard, meta: { scope: 'account' } });
}
