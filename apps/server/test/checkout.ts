import type { FastifyInstance } from 'fastify';
import {
  TEST_CARDS,
  type PlaceOrderAnswer,
  type TestPayAnswer,
  type VerifyPaymentAnswer,
} from '@electrohub/shared/checkout';

/** HTTP helpers for buying tests (used by tests only): a checkout through the real routes. */

type Inject = FastifyInstance['inject'];
interface Injectable {
  inject: Inject;
}

export async function placeOrder(app: Injectable, cookie: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/user/orders/place-order',
    headers: { cookie },
    payload: body as object,
  });
}

export async function payWithCard(
  app: Injectable,
  cookie: string,
  orderId: string,
  card: string = TEST_CARDS.success,
  extra: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/test/pay',
    headers: { cookie },
    payload: { orderId, cardNumber: card, expiry: '12/39', cvc: '123', name: 'Asha Verma', ...extra },
  });
}

export async function verify(
  app: Injectable,
  cookie: string,
  payment: Record<string, unknown>,
  flag: 'buy' | 'cart' = 'buy',
) {
  return app.inject({
    method: 'POST',
    url: '/api/user/orders/verify-payment',
    headers: { cookie },
    payload: { ...payment, flag },
  });
}

/** place-order → test card → verify-payment; returns every answer. */
export async function buy(
  app: Injectable,
  cookie: string,
  items: { productId: number; quantity: number; sellerId?: number | null }[],
  total: number,
  flag: 'buy' | 'cart' = 'buy',
) {
  const placed = await placeOrder(app, cookie, { total, items, flag });
  if (placed.statusCode !== 200) throw new Error(`place-order ${placed.statusCode}: ${placed.body}`);
  const placedBody = placed.json<PlaceOrderAnswer>();
  const paid = await payWithCard(app, cookie, placedBody.order.id);
  if (paid.statusCode !== 200) throw new Error(`pay ${paid.statusCode}: ${paid.body}`);
  const payment = paid.json<TestPayAnswer>();
  const verified = await verify(app, cookie, payment, flag);
  if (verified.statusCode !== 200) throw new Error(`verify ${verified.statusCode}: ${verified.body}`);
  return { placed: placedBody, payment, verified: verified.json<VerifyPaymentAnswer>() };
}
