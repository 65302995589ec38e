/**
 * A small Razorpay REST client (Orders API and refunds; Basic auth with key id and secret; amounts in paise).
 * `apiUrl` is configurable (RAZORPAY_API_URL) so tests talk to a local server that speaks the same protocol.
 */

export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'RazorpayError';
  }
}

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
}

export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  payment_id: string;
  status: string;
}

export interface RazorpayClient {
  createOrder(input: {
    amount: number;
    currency: 'INR';
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<RazorpayOrder>;
  /** `idempotencyKey` goes in `X-Refund-Idempotency`: Razorpay answers a repeated key with the same refund. */
  refund(
    paymentId: string,
    input: { amount: number; receipt?: string; notes?: Record<string, string> },
    idempotencyKey?: string,
  ): Promise<RazorpayRefund>;
}

export function razorpayClient(opts: {
  keyId: string;
  keySecret: string;
  apiUrl: string;
  timeoutMs?: number;
}): RazorpayClient {
  const base = opts.apiUrl.replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: authorization,
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...extraHeaders,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    let data: unknown = undefined;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    if (!res.ok) {
      const err = (data as { error?: { code?: string; description?: string } } | undefined)?.error;
      throw new RazorpayError(res.status, err?.description ?? `Razorpay answered ${res.status}`, err?.code);
    }
    return data as T;
  }

  return {
    createOrder: (input) => call<RazorpayOrder>('POST', '/v1/orders', input),
    refund: (paymentId, input, idempotencyKey) =>
      call<RazorpayRefund>(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        input,
        idempotencyKey ? { 'X-Refund-Idempotency': idempotencyKey } : {},
      ),
  };
}
