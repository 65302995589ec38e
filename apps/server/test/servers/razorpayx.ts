import { randomBytes } from 'node:crypto';
import http from 'node:http';

/**
 * A local HTTP server that speaks the part of RazorpayX Payouts' REST protocol we use (tests only, loopback):
 * `POST /v1/contacts`, `POST /v1/fund_accounts`, `POST /v1/payouts` (with `X-Payout-Idempotency`: a repeated key
 * answers the payout already made), `GET /v1/payouts/{id}` (its status now), Basic auth, amounts in paise,
 * Razorpay-shaped errors. `payoutStatus` is the status new payouts answer (a test moves one on by setting its
 * `status` in `payouts`); `failNext` makes the next payout calls (create or fetch) answer 500 without paying.
 */
export interface FakeRazorpayX {
  url: string;
  requests: {
    path: string;
    authorization: string | undefined;
    idempotency?: string;
    body: Record<string, unknown>;
  }[];
  payouts: { id: string; amount: number; fundAccountId: string; idempotencyKey: string; status: string }[];
  payoutStatus: string;
  failNext: number;
  close(): Promise<void>;
}

export async function fakeRazorpayX(keyId: string, keySecret: string): Promise<FakeRazorpayX> {
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;
  const state: Omit<FakeRazorpayX, 'url' | 'close'> = {
    requests: [],
    payouts: [],
    payoutStatus: 'processed',
    failNext: 0,
  };
  /** A payout as the API answers it; a refused one says why. */
  const entity = (p: FakeRazorpayX['payouts'][number]) => ({
    id: p.id,
    entity: 'payout',
    amount: p.amount,
    status: p.status,
    failure_reason: ['rejected', 'failed', 'reversed'].includes(p.status) ? 'Beneficiary bank offline' : null,
  });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        body = {};
      }
      const path = (req.url ?? '').split('?')[0]!;
      const idempotency = req.headers['x-payout-idempotency'] as string | undefined;
      state.requests.push({ path, authorization: req.headers.authorization, idempotency, body });
      const send = (status: number, data: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      const error = (status: number, description: string) =>
        send(status, { error: { code: 'BAD_REQUEST_ERROR', description } });
      if (req.headers.authorization !== expectedAuth) return error(401, 'Authentication failed');
      const fetched = req.method === 'GET' && /^\/v1\/payouts\/([^/]+)$/.exec(path);
      if (fetched) {
        if (state.failNext > 0) {
          state.failNext--;
          return error(500, 'Internal server error');
        }
        const known = state.payouts.find((p) => p.id === decodeURIComponent(fetched[1]!));
        return known ? send(200, entity(known)) : error(400, 'The id provided does not exist');
      }
      if (req.method !== 'POST') return error(404, 'Not found');
      if (path === '/v1/contacts') {
        if (typeof body.name !== 'string') return error(400, 'name is required');
        return send(200, { id: id('cont'), entity: 'contact', name: body.name, type: body.type });
      }
      if (path === '/v1/fund_accounts') {
        const bank = body.bank_account as Record<string, unknown> | undefined;
        if (typeof body.contact_id !== 'string' || !bank || typeof bank.ifsc !== 'string')
          return error(400, 'bank_account is required');
        return send(200, { id: id('fa'), entity: 'fund_account', contact_id: body.contact_id });
      }
      if (path === '/v1/payouts') {
        if (!idempotency) return error(400, 'X-Payout-Idempotency header is required');
        if (state.failNext > 0) {
          state.failNext--;
          return error(500, 'Internal server error');
        }
        const known = state.payouts.find((p) => p.idempotencyKey === idempotency);
        if (known) return send(200, entity(known));
        if (typeof body.amount !== 'number' || body.amount < 100)
          return error(400, 'amount must be at least 100');
        const payout = {
          id: id('pout'),
          amount: body.amount,
          fundAccountId: String(body.fund_account_id),
          idempotencyKey: idempotency,
          status: state.payoutStatus,
        };
        state.payouts.push(payout);
        return send(200, entity(payout));
      }
      return error(404, 'Not found');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  const fake: FakeRazorpayX = Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  });
  return fake;
}
