import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';

/**
 * Where payouts go (decision 049): the built-in test mode (no money moves; answers `processed` at once with a
 * `test_…` reference) or RazorpayX Payouts (contacts, fund accounts, payouts; Basic auth; `X-Payout-Idempotency`).
 */
export interface PayoutRequest {
  payoutId: number;
  amountPaise: number;
  idempotencyKey: string;
  seller: { id: number; name: string; email: string };
  bank: {
    accountHolder: string;
    accountNumber: string;
    ifsc: string;
    contactId: string | null;
    fundAccountId: string | null;
  } | null;
}

/** `paid`: the money left; `processing`: accepted, not settled yet; `failed`: refused for good (the money returns). */
export interface PayoutResult {
  status: 'paid' | 'processing' | 'failed';
  providerRef: string | null;
  failureReason: string | null;
  /** Ids the provider gave the seller's contact and bank account, to keep for the next payout. */
  contactId?: string;
  fundAccountId?: string;
}

export interface PayoutProvider {
  mode: 'test' | 'razorpayx';
  /** Needs the seller's bank details to pay. */
  needsBankDetails: boolean;
  /** Throws when the outcome is unknown (network, 5xx): the payout stays `processing` and is sent again, same key. */
  send(req: PayoutRequest): Promise<PayoutResult>;
  /**
   * Where a payout the provider accepted (`providerRef`) stands now: the status poll's question about payouts left
   * `processing`. Throws when the provider does not say. Absent where every payout is settled at once (test mode).
   */
  status?(providerRef: string): Promise<PayoutResult>;
}

export const testPayoutProvider: PayoutProvider = {
  mode: 'test',
  needsBankDetails: false,
  send: async () => ({
    status: 'paid',
    providerRef: `test_pout_${randomBytes(7).toString('hex')}`,
    failureReason: null,
  }),
};

export class RazorpayXError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RazorpayXError';
  }
}

const PAID = new Set(['processed']);
const FAILED = new Set(['rejected', 'failed', 'reversed', 'cancelled']);

/** A payout as RazorpayX answers it (a create, a fetch, a webhook's entity). */
export interface RazorpayXPayout {
  id: string;
  status: string;
  failure_reason?: string | null;
}

/** `processed` → paid; `rejected|failed|reversed|cancelled` → failed (with the provider's reason); else processing. */
export function payoutResult(payout: RazorpayXPayout): PayoutResult {
  const status = PAID.has(payout.status) ? 'paid' : FAILED.has(payout.status) ? 'failed' : 'processing';
  return {
    status,
    providerRef: payout.id,
    failureReason: status === 'failed' ? (payout.failure_reason ?? payout.status) : null,
  };
}

export function razorpayXProvider(opts: {
  keyId: string;
  keySecret: string;
  accountNumber: string;
  apiUrl: string;
  timeoutMs?: number;
}): PayoutProvider {
  const base = opts.apiUrl.replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;

  async function call<T>(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Authorization: authorization,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        Accept: 'application/json',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    if (!res.ok) {
      const err = (data as { error?: { description?: string } } | undefined)?.error;
      throw new RazorpayXError(res.status, err?.description ?? `RazorpayX answered ${res.status}`);
    }
    return data as T;
  }

  return {
    mode: 'razorpayx',
    needsBankDetails: true,
    async send(req) {
      if (!req.bank) return { status: 'failed', providerRef: null, failureReason: 'No bank details' };
      try {
        const contactId =
          req.bank.contactId ??
          (
            await call<{ id: string }>('/v1/contacts', {
              name: req.seller.name,
              email: req.seller.email,
              type: 'vendor',
              reference_id: `seller-${req.seller.id}`,
            })
          ).id;
        const fundAccountId =
          req.bank.fundAccountId ??
          (
            await call<{ id: string }>('/v1/fund_accounts', {
              contact_id: contactId,
              account_type: 'bank_account',
              bank_account: {
                name: req.bank.accountHolder,
                ifsc: req.bank.ifsc,
                account_number: req.bank.accountNumber,
              },
            })
          ).id;
        const payout = await call<RazorpayXPayout>(
          '/v1/payouts',
          {
            account_number: opts.accountNumber,
            fund_account_id: fundAccountId,
            amount: req.amountPaise,
            currency: 'INR',
            mode: 'IMPS',
            purpose: 'payout',
            queue_if_low_balance: true,
            reference_id: `payout-${req.payoutId}`,
            narration: 'ElectroHub settlement',
          },
          { 'X-Payout-Idempotency': req.idempotencyKey },
        );
        return { ...payoutResult(payout), contactId, fundAccountId };
      } catch (err) {
        // A 4xx is a refusal (bad account, validation): nothing was paid. Anything else leaves the outcome unknown.
        if (err instanceof RazorpayXError && err.status >= 400 && err.status < 500)
          return { status: 'failed', providerRef: null, failureReason: err.message };
        throw err;
      }
    },
    async status(providerRef) {
      return payoutResult(await call<RazorpayXPayout>(`/v1/payouts/${encodeURIComponent(providerRef)}`));
    },
  };
}

export function payoutProviderFor(config: Config): PayoutProvider {
  return config.payoutMode === 'razorpayx'
    ? razorpayXProvider({
        keyId: config.RAZORPAYX_KEY_ID!,
        keySecret: config.RAZORPAYX_KEY_SECRET!,
        accountNumber: config.RAZORPAYX_ACCOUNT_NUMBER!,
        apiUrl: config.RAZORPAYX_API_URL,
      })
    : testPayoutProvider;
}
