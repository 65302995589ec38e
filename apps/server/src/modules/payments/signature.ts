import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256: Razorpay's signature scheme (payments: `order_id|payment_id`; webhooks: the raw body). */
export function hmacHex(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Constant-time comparison of a received hex signature with the expected one. */
export function signatureMatches(expectedHex: string, receivedHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const received = Buffer.from(receivedHex, 'utf8');
  // Compare equal-length buffers always, so the length does not leak through timing either.
  const padded = Buffer.alloc(expected.length);
  received.copy(padded, 0, 0, Math.min(received.length, expected.length));
  return timingSafeEqual(expected, padded) && received.length === expected.length;
}

/** The payment signature Razorpay (and our test gateway) attach: HMAC of `order_id|payment_id`. */
export const paymentSignature = (secret: string, orderId: string, paymentId: string) =>
  hmacHex(secret, `${orderId}|${paymentId}`);
