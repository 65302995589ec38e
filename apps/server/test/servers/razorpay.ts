import { randomBytes } from 'node:crypto';
import http from 'node:http';

/**
 * A local HTTP server that speaks the part of Razorpay's REST protocol we use (tests only, loopback):
 * `POST /v1/orders` and `POST /v1/payments/{id}/refund`, Basic auth with key id and secret, amounts in paise,
 * Razorpay-shaped errors. Records every request it got; `failNext` makes the next calls answer 500. Refunds honour
 * `X-Refund-Idempotency` (a repeated key answers the refund already made); `beforeRefund` runs before a refund is
 * answered (a test can look at the database while the app waits for Razorpay).
 */
export interface FakeRazorpay {
  url: string;
  requests: {
    method: string;
    path: string;
    authorization: string | undefined;
    body: Record<string, unknown>;
  }[];
  orders: Map<string, { id: string; amount: number; currency: string; receipt: string }>;
  refunds: { id: string; paymentId: string; amount: number; idempotencyKey?: string }[];
  failNext: number;
  beforeRefund?: (paymentId: string) => Promise<void>;
  close(): Promise<void>;
}

export async function fakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;
  const state: Omit<FakeRazorpay, 'url' | 'close'> = {
    requests: [],
    orders: new Map(),
    refunds: [],
    failNext: 0,
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> = {};
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      const path = (req.url ?? '').split('?')[0]!;
      state.requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
      const send = (status: number, data: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      const error = (status: number, code: string, description: string) =>
        send(status, { error: { code, description } });

      if (req.headers.authorization !== expectedAuth)
        return error(401, 'BAD_REQUEST_ERROR', 'Authentication failed');
      if (state.failNext > 0) {
        state.failNext--;
        return error(500, 'SERVER_ERROR', 'The server encountered an error');
      }
      if (req.method === 'POST' && path === '/v1/orders') {
        const amount = body.amount;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
          return error(400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00');
        if (body.currency !== 'INR') return error(400, 'BAD_REQUEST_ERROR', 'Currency is not supported');
        const order = {
          id: id('order'),
          amount,
          currency: 'INR',
          receipt: typeof body.receipt === 'string' ? body.receipt : '',
        };
        state.orders.set(order.id, order);
        return send(200, {
          ...order,
          entity: 'order',
          amount_paid: 0,
          amount_due: amount,
          status: 'created',
          attempts: 0,
          notes: body.notes ?? {},
        });
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
      if (req.method === 'POST' && refund) {
        const paymentId = decodeURIComponent(refund[1]!);
        const key = req.headers['x-refund-idempotency'];
        const idempotencyKey = typeof key === 'string' ? key : undefined;
        const answer = (r: { id: string; paymentId: string; amount: number }) =>
          send(200, {
            id: r.id,
            entity: 'refund',
            amount: r.amount,
            currency: 'INR',
            payment_id: r.paymentId,
            status: 'processed',
          });
        void (state.beforeRefund ? state.beforeRefund(paymentId) : Promise.resolve())
          .then(() => {
            const seen = idempotencyKey
              ? state.refunds.find((r) => r.idempotencyKey === idempotencyKey)
              : undefined;
            if (seen) return answer(seen);
            const amount = typeof body.amount === 'number' ? body.amount : 0;
            const r = { id: id('rfnd'), paymentId, amount, idempotencyKey };
            state.refunds.push(r);
            return answer(r);
          })
          .catch(() => error(500, 'SERVER_ERROR', 'The server encountered an error'));
        return;
      }
      return error(404, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
