import { useMutation } from '@tanstack/react-query';
import type { PlaceOrderRequest } from '@electrohub/shared/checkout';
import { call } from '@/lib/api';

/**
 * POST /api/user/orders/place-order `{ total, items, flag }` → the provider order (id, amount in paise,
 * currency) and orderData. The server reserves the stock for 15 minutes.
 */
export function placeOrder(body: PlaceOrderRequest) {
  return call('POST /api/user/orders/place-order', { body });
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder, meta: { scope: 'account' } });
}
