import {
  CHECKOUT_MESSAGES,
  cardDigits,
  isCardExpired,
  parseExpiry,
  TEST_CARDS,
  type TestPayAnswer,
  type TestPayRequest,
} from '@electrohub/shared/checkout';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { SessionKey } from '../../db/live-buyer.ts';
import { noToken } from '../../plugins/auth.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { PaymentGateway, TestGateway } from '../payments/gateway.ts';
import { findPayOrder } from './repository.ts';
import { confirmOrder, findCheckoutOrder as findOrderByProviderId } from './service.ts';

const DECLINED = cardDigits(TEST_CARDS.declined);

/**
 * `POST /api/payments/test/pay`: the test-mode gateway's card form. 4111 1111 1111 1111 (and any
 * other valid card) succeeds; 4000 0000 0000 0002 is declined (402); a past expiry is a 400. Answers what
 * Razorpay's checkout hands the browser: order id, payment id, and the HMAC signature.
 */
export async function testPay(
  db: Db,
  gateway: TestGateway,
  who: SessionKey,
  input: TestPayRequest,
  now: Date,
): Promise<TestPayAnswer> {
  // The session and the order in one statement (decision 065): no live buyer session is a 401 before anything else.
  const order = await findPayOrder(db, who, input.orderId);
  if (order.buyerId === null) throw noToken();
  if (order.providerOrderId === null) throw notFound('Payment order not found');
  if (order.userId !== order.buyerId) throw forbidden();
  if (order.status === 'Paid') throw new AppError('AlreadyPaid', CHECKOUT_MESSAGES.alreadyPaid, 409);
  if (order.status === 'Expired' || order.expiresAtMs! <= now.getTime())
    throw new AppError(
      'OrderExpired',
      'This payment session has expired. Please place the order again.',
      409,
    );
  const expiry = parseExpiry(input.expiry)!;
  if (isCardExpired(expiry, now))
    throw new AppError('ValidationError', CHECKOUT_MESSAGES.expired, 400, {
      issues: [{ path: 'expiry', message: CHECKOUT_MESSAGES.expired }],
    });
  if (cardDigits(input.cardNumber) === DECLINED)
    throw new AppError('PaymentDeclined', CHECKOUT_MESSAGES.declined, 402);
  const { paymentId, signature } = gateway.sign(order.providerOrderId);
  return {
    razorpay_order_id: order.providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
  };
}

interface RazorpayWebhook {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; status?: string } };
    order?: { entity?: { id?: string; amount?: number; amount_paid?: number } };
  };
}

/**
 * `POST /api/payments/razorpay/webhook`: `payment.captured` and `order.paid` confirm the order even when the
 * browser never came back. The signature (HMAC of the raw body with RAZORPAY_WEBHOOK_SECRET) is checked first.
 */
export async function handleRazorpayWebhook(
  db: Db,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  rawBody: Buffer,
  signature: string | undefined,
  now: Date,
): Promise<{ status: 'ok' | 'ignored'; refundPending: boolean }> {
  if (gateway.provider !== 'razorpay' || !gateway.verifyWebhook) throw notFound();
  if (!signature || !gateway.verifyWebhook(rawBody, signature))
    throw new AppError('InvalidSignature', 'Invalid webhook signature', 400);
  let event: RazorpayWebhook;
  try {
    event = JSON.parse(rawBody.toString('utf8')) as RazorpayWebhook;
  } catch {
    throw new AppError('ValidationError', 'Invalid JSON', 400);
  }
  if (event.event !== 'payment.captured' && event.event !== 'order.paid')
    return { status: 'ignored', refundPending: false };
  const payment = event.payload?.payment?.entity;
  const providerOrderId = payment?.order_id ?? event.payload?.order?.entity?.id;
  if (!payment?.id || !providerOrderId) return { status: 'ignored', refundPending: false };
  const order = await findOrderByProviderId(db, 'razorpay', providerOrderId);
  if (!order) {
    log.warn({ providerOrderId }, 'webhook for an unknown order');
    return { status: 'ignored', refundPending: false };
  }
  if (typeof payment.amount === 'number' && payment.amount !== order.amountPaise) {
    log.error(
      { orderId: order.id, amount: payment.amount, expected: order.amountPaise },
      'webhook amount differs from the order',
    );
    return { status: 'ignored', refundPending: false };
  }
  const result = await confirmOrder(db, {
    order: { id: order.id },
    providerPaymentId: payment.id,
    actor: 'webhook',
    now,
  });
  return { status: 'ok', refundPending: result.kind === 'refunded' && result.refundPending };
}
