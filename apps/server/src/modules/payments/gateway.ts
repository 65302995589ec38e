import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { razorpayClient, type RazorpayClient } from './razorpay.ts';
import { hmacHex, paymentSignature, signatureMatches } from './signature.ts';

/**
 * The card payment provider behind checkout: the built-in test-mode
 * gateway (Razorpay's signature scheme with a local secret) or Razorpay itself when its keys are set.
 */
export interface PaymentGateway {
  provider: 'test' | 'razorpay';
  /** The public key the browser checkout is opened with. */
  key: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<{ id: string }>;
  /**
   * A provider whose order ids are made here, without asking anyone (test mode): a new id, written with the order
   * in the checkout's own transaction instead of by `createOrder` after it (docs/decisions/045). Razorpay has none:
   * its order needs the network, which no transaction waits for.
   */
  localOrderId?(): string;
  /** Constant-time check of the signature the browser hands back. */
  verifyPayment(orderId: string, paymentId: string, signature: string): boolean;
  /**
   * Refund a captured payment. `idempotencyKey` is the same for every attempt of one refund: the provider answers
   * a repeated key with the refund it already made (docs/decisions/027-background-jobs.md).
   */
  refund(input: {
    paymentId: string;
    amountPaise: number;
    receipt: string;
    idempotencyKey: string;
  }): Promise<{ id: string; status: string }>;
  /** Webhook signature check of the raw body (Razorpay only). */
  verifyWebhook?(rawBody: Buffer, signature: string): boolean;
}

export const isTestGateway = (g: PaymentGateway): g is TestGateway => g.provider === 'test' && 'sign' in g;

const randomId = (prefix: string) =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x')}`;

export interface TestGateway extends PaymentGateway {
  provider: 'test';
  /** Sign a successful payment (what the test card form answers with). */
  sign(orderId: string): { paymentId: string; signature: string };
}

export function testGateway(secret: string): TestGateway {
  return {
    provider: 'test',
    key: 'rzp_test_electrohub',
    async createOrder() {
      return { id: randomId('order_test') };
    },
    localOrderId: () => randomId('order_test'),
    verifyPayment: (orderId, paymentId, signature) =>
      signatureMatches(paymentSignature(secret, orderId, paymentId), signature),
    // No money moves; the refund's id follows from the key, so a repeated key answers the same refund in every
    // process.
    async refund({ idempotencyKey }) {
      return {
        id: `rfnd_test_${hmacHex(secret, `refund|${idempotencyKey}`).slice(0, 14)}`,
        status: 'processed',
      };
    },
    sign(orderId) {
      const paymentId = randomId('pay_test');
      return { paymentId, signature: paymentSignature(secret, orderId, paymentId) };
    },
  };
}

export function razorpayGateway(opts: {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  client?: RazorpayClient;
  apiUrl: string;
}): PaymentGateway {
  const client =
    opts.client ?? razorpayClient({ keyId: opts.keyId, keySecret: opts.keySecret, apiUrl: opts.apiUrl });
  return {
    provider: 'razorpay',
    key: opts.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await client.createOrder({ amount: amountPaise, currency: 'INR', receipt, notes });
      return { id: order.id };
    },
    verifyPayment: (orderId, paymentId, signature) =>
      signatureMatches(paymentSignature(opts.keySecret, orderId, paymentId), signature),
    async refund({ paymentId, amountPaise, receipt, idempotencyKey }) {
      const refund = await client.refund(paymentId, { amount: amountPaise, receipt }, idempotencyKey);
      return { id: refund.id, status: refund.status };
    },
    verifyWebhook: opts.webhookSecret
      ? (rawBody, signature) => signatureMatches(hmacHex(opts.webhookSecret!, rawBody), signature)
      : undefined,
  };
}

export function gatewayFromConfig(config: Config): PaymentGateway {
  if (config.razorpayEnabled)
    return razorpayGateway({
      keyId: config.RAZORPAY_KEY_ID!,
      keySecret: config.RAZORPAY_KEY_SECRET!,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: config.RAZORPAY_API_URL,
    });
  return testGateway(config.PAYMENT_TEST_SECRET);
}
