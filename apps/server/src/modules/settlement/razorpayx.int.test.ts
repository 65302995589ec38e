import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutRunAnswer, SellerPayoutsAnswer } from '@electrohub/shared/money';
import { payouts, sellerBankDetails, sellerLedger, sellers } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/api.ts';
import { waitFor } from '../../../test/helpers.ts';
import { createCategory } from '../../../test/factories.ts';
import { deliveredSale } from '../../../test/fixtures/settlement.ts';
import { fakeRazorpayX, type FakeRazorpayX } from '../../../test/servers/razorpayx.ts';
import { razorpayXProvider } from './provider.ts';
import * as service from './service.ts';

/** RazorpayX Payouts against a local server that speaks its protocol; SELLER_APPROVAL=manual. */
const WEBHOOK_SECRET = 'rzpx_webhook_secret';
let fake: FakeRazorpayX;
beforeAll(async () => {
  fake = await fakeRazorpayX('rzpx_key', 'rzpx_secret');
});
afterAll(async () => fake.close());

const t = useTestApp({
  env: () => ({
    RAZORPAYX_KEY_ID: 'rzpx_key',
    RAZORPAYX_KEY_SECRET: 'rzpx_secret',
    RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
    RAZORPAYX_API_URL: fake.url,
    RAZORPAYX_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SELLER_APPROVAL: 'manual',
    SETTLEMENT_HOLD_DAYS: '0',
    // The scheduled poll leaves this file's payouts alone: the tests ask with a clock two hours on.
    PAYOUT_POLL_MINUTES: '60',
  }),
});
let admin: { id: number; cookie: string };

beforeAll(async () => {
  await createCategory(t.app.db, { name: 'Phones' });
  admin = await t.admin();
});

async function sellerWithSale(amountRupees: number) {
  const seller = await t.seller();
  await t.app.db.update(sellers).set({ status: 'approved' }).where(eq(sellers.id, seller.id));
  const buyer = await t.buyer();
  await deliveredSale(t.app.db, {
    sellerId: seller.id,
    buyerId: buyer.id,
    categoryName: 'Phones',
    price: amountRupees,
    deliveredAt: new Date(Date.now() - 1000),
  });
  return seller;
}

const bank = { accountHolder: 'Volt Traders', accountNumber: '000123456789', ifsc: 'HDFC0000123' };

describe('SELLER_APPROVAL=manual', () => {
  it('makes a new seller pending (products hidden, no product writes) until an admin approves', async () => {
    const seller = await t.seller();
    expect((await t.get('/api/seller/status', seller.cookie)).json()).toMatchObject({ status: 'pending' });
    const add = await t.sendForm('POST', `/api/seller/products/${seller.id}`, seller.cookie, { name: 'X' });
    expect(add.statusCode).toBe(403);
    expect(add.json()).toMatchObject({ flag: 'SellerPending' });
    const ok = await t.send('PATCH', `/api/admin/sellers/${seller.id}/status`, admin.cookie, {
      status: 'approved',
    });
    expect(ok.json()).toMatchObject({ seller: { status: 'approved' } });
  });
});

describe('RazorpayX payouts', () => {
  it('skips a seller without bank details, then pays through contact, fund account and payout, once per key', async () => {
    const seller = await sellerWithSale(1000);
    let run = (
      await t.send('POST', '/api/admin/payouts', admin.cookie, { sellerIds: [seller.id] })
    ).json<PayoutRunAnswer>();
    expect(run.mode).toBe('razorpayx');
    expect(run.skipped).toEqual([{ sellerId: seller.id, reason: 'No bank details' }]);

    expect((await t.send('PUT', '/api/seller/bank-details', seller.cookie, bank)).statusCode).toBe(200);
    run = (
      await t.send('POST', '/api/admin/payouts', admin.cookie, { sellerIds: [seller.id] })
    ).json<PayoutRunAnswer>();
    // 1,000 rupees at the default 10 %: 900 paid.
    expect(run.payouts).toEqual([
      expect.objectContaining({ amount: 900, status: 'paid', mode: 'razorpayx' }),
    ]);
    expect(run.payouts[0]!.providerRef).toMatch(/^pout_/);
    const paths = fake.requests.map((r) => r.path);
    expect(paths).toEqual(['/v1/contacts', '/v1/fund_accounts', '/v1/payouts']);
    expect(
      fake.requests.every(
        (r) => r.authorization === `Basic ${Buffer.from('rzpx_key:rzpx_secret').toString('base64')}`,
      ),
    ).toBe(true);
    const payoutReq = fake.requests[2]!;
    expect(payoutReq.body).toMatchObject({
      account_number: '7878780080316316',
      amount: 90_000,
      currency: 'INR',
    });
    expect(payoutReq.idempotency).toMatch(/^[0-9a-f-]{36}$/);
    expect(fake.requests[1]!.body).toMatchObject({
      bank_account: { account_number: '000123456789', ifsc: 'HDFC0000123' },
    });
    const [row] = await t.app.db
      .select()
      .from(sellerBankDetails)
      .where(eq(sellerBankDetails.sellerId, seller.id));
    expect(row!.providerFundAccountId).toMatch(/^fa_/);
    const answer = (await t.get('/api/seller/payouts', seller.cookie)).json<SellerPayoutsAnswer>();
    expect(answer.balance).toEqual({ pending: 0, available: 0, paidOut: 900 });
  });

  it('a rejected payout returns the money; a 500 leaves it processing and the next run resends the same key', async () => {
    const seller = await sellerWithSale(500);
    await t.send('PUT', '/api/seller/bank-details', seller.cookie, bank);
    fake.payoutStatus = 'rejected';
    let run = (
      await t.send('POST', '/api/admin/payouts', admin.cookie, { sellerIds: [seller.id] })
    ).json<PayoutRunAnswer>();
    expect(run.payouts).toEqual([
      expect.objectContaining({ status: 'failed', failureReason: 'Beneficiary bank offline' }),
    ]);
    let answer = (await t.get('/api/seller/payouts', seller.cookie)).json<SellerPayoutsAnswer>();
    expect(answer.balance).toEqual({ pending: 0, available: 450, paidOut: 0 });
    expect(answer.entries.map((e) => e.type)).toContain('payout_reversal');

    fake.payoutStatus = 'processed';
    fake.failNext = 1;
    run = (
      await t.send('POST', '/api/admin/payouts', admin.cookie, { sellerIds: [seller.id] })
    ).json<PayoutRunAnswer>();
    expect(run.payouts).toEqual([expect.objectContaining({ status: 'processing', providerRef: null })]);
    answer = (await t.get('/api/seller/payouts', seller.cookie)).json<SellerPayoutsAnswer>();
    expect(answer.balance).toEqual({ pending: 0, available: 0, paidOut: 450 });

    const before = fake.requests.filter((r) => r.path === '/v1/payouts').length;
    run = (await t.send('POST', '/api/admin/payouts', admin.cookie, {})).json<PayoutRunAnswer>();
    const mine = run.payouts.filter((p) => p.seller.id === seller.id);
    expect(mine).toEqual([expect.objectContaining({ status: 'paid', amount: 450 })]);
    const sent = fake.requests.filter((r) => r.path === '/v1/payouts').slice(before - 1);
    expect(new Set(sent.map((r) => r.idempotency)).size).toBe(1);
    expect(fake.payouts.filter((p) => p.amount === 45_000 && p.status === 'processed')).toHaveLength(1);
  });
});

describe('payouts RazorpayX leaves processing', () => {
  const HOUR = 3_600_000;
  /** A seller paid once while RazorpayX answers `queued`: its payout stays processing with RazorpayX's id. */
  async function queuedPayout(amountRupees: number) {
    const seller = await sellerWithSale(amountRupees);
    await t.send('PUT', '/api/seller/bank-details', seller.cookie, bank);
    fake.payoutStatus = 'queued';
    try {
      const run = (
        await t.send('POST', '/api/admin/payouts', admin.cookie, { sellerIds: [seller.id] })
      ).json<PayoutRunAnswer>();
      expect(run.payouts).toEqual([expect.objectContaining({ status: 'processing' })]);
      const payout = run.payouts[0]!;
      expect(payout.providerRef).toMatch(/^pout_/);
      return { seller, payout, atFake: fake.payouts.find((p) => p.id === payout.providerRef)! };
    } finally {
      fake.payoutStatus = 'processed';
    }
  }
  const balance = async (cookie: string) =>
    (await t.get('/api/seller/payouts', cookie)).json<SellerPayoutsAnswer>().balance;
  const statusOf = async (id: number) =>
    (await t.app.db.select().from(payouts).where(eq(payouts.id, id)))[0]!.status;
  const reversals = async (id: number) =>
    t.app.db
      .select()
      .from(sellerLedger)
      .where(and(eq(sellerLedger.payoutId, id), eq(sellerLedger.type, 'payout_reversal')));
  const provider = () =>
    razorpayXProvider({
      keyId: 'rzpx_key',
      keySecret: 'rzpx_secret',
      accountNumber: '7878780080316316',
      apiUrl: fake.url,
    });

  it('the status poll job settles them: processed → paid, failed → the money back once; a bounded batch', async () => {
    const one = await queuedPayout(1000);
    const two = await queuedPayout(2000);
    expect(await balance(two.seller.cookie)).toEqual({ pending: 0, available: 0, paidOut: 1800 });

    // Not yet waited PAYOUT_POLL_MINUTES: nobody is asked.
    const poll = (now: Date, batch = 50) =>
      service.pollPayouts(t.app.db, provider(), { waitMinutes: 60, batch }, now);
    expect(await poll(new Date())).toEqual({ asked: 0, settled: 0 });
    // Still queued at RazorpayX: asked, nothing settled; one per run with a batch of one, the longest waiting first.
    const later = new Date(Date.now() + 2 * HOUR);
    const fetched = () => fake.requests.filter((r) => r.path.startsWith('/v1/payouts/')).map((r) => r.path);
    const before = fetched().length;
    expect(await poll(later, 1)).toEqual({ asked: 1, settled: 0 });
    expect(fetched().slice(before)).toEqual([`/v1/payouts/${one.payout.providerRef}`]);
    expect(await statusOf(one.payout.id)).toBe('processing');

    one.atFake.status = 'processed';
    two.atFake.status = 'failed';
    t.app.clock.now = () => new Date(Date.now() + 4 * HOUR);
    try {
      await t.app.jobs.send('payout-poll');
      t.app.jobs.wake('payout-poll');
      await waitFor(
        async () => [await statusOf(one.payout.id), await statusOf(two.payout.id)],
        (s) => s.every((x) => x !== 'processing'),
      );
    } finally {
      t.app.clock.now = () => new Date();
    }
    expect(await statusOf(one.payout.id)).toBe('paid');
    expect(await statusOf(two.payout.id)).toBe('failed');
    expect(await balance(one.seller.cookie)).toEqual({ pending: 0, available: 0, paidOut: 900 });
    expect(await balance(two.seller.cookie)).toEqual({ pending: 0, available: 1800, paidOut: 0 });
    const failed = (await t.get(`/api/admin/payouts?sellerId=${two.seller.id}`, admin.cookie)).json<
      { failureReason: string | null }[]
    >();
    expect(failed[0]!.failureReason).toBe('Beneficiary bank offline');
    // Asked again (a second poll, a late webhook): settled payouts are not asked, the money comes back once.
    expect(await poll(new Date(Date.now() + 6 * HOUR))).toMatchObject({ settled: 0 });
    expect(await reversals(two.payout.id)).toHaveLength(1);
  });

  it('a RazorpayX outage during the poll leaves the payout processing, its money still taken', async () => {
    const { seller, payout } = await queuedPayout(400);
    fake.failNext = 1;
    expect(
      await service.pollPayouts(
        t.app.db,
        provider(),
        { waitMinutes: 60, batch: 50 },
        new Date(Date.now() + 8 * HOUR),
      ),
    ).toMatchObject({ settled: 0 });
    expect(await statusOf(payout.id)).toBe('processing');
    expect(await balance(seller.cookie)).toEqual({ pending: 0, available: 0, paidOut: 360 });
  });

  it('the signed webhook settles a payout once, and a later reversal gives the money back once', async () => {
    const { seller, payout } = await queuedPayout(600);
    const event = (name: string, status: string, ref = `payout-${payout.id}`) =>
      JSON.stringify({
        entity: 'event',
        event: name,
        contains: ['payout'],
        payload: {
          payout: {
            entity: {
              id: payout.providerRef,
              entity: 'payout',
              amount: 54_000,
              status,
              reference_id: ref,
              failure_reason: status === 'reversed' ? 'Beneficiary account closed' : null,
            },
          },
        },
      });
    const post = (
      body: string,
      signature = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'),
    ) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/razorpayx',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
        payload: body,
      });

    const processed = event('payout.processed', 'processed');
    const forged = await post(
      processed,
      createHmac('sha256', 'not-the-secret').update(processed).digest('hex'),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ flag: 'InvalidSignature' });
    expect((await post(processed, '')).statusCode).toBe(400);
    expect(await statusOf(payout.id)).toBe('processing');

    expect((await post(processed)).json()).toEqual({ status: 'ok' });
    expect(await statusOf(payout.id)).toBe('paid');
    expect((await post(processed)).json()).toEqual({ status: 'ignored' });
    expect(await balance(seller.cookie)).toEqual({ pending: 0, available: 0, paidOut: 540 });

    const reversed = event('payout.reversed', 'reversed');
    expect((await post(reversed)).json()).toEqual({ status: 'ok' });
    expect((await post(reversed)).json()).toEqual({ status: 'ignored' });
    expect(await statusOf(payout.id)).toBe('failed');
    expect(await reversals(payout.id)).toHaveLength(1);
    expect(await balance(seller.cookie)).toEqual({ pending: 0, available: 540, paidOut: 0 });

    // Someone else's payout, or a body that is not JSON: no change, never a 500.
    expect((await post(event('payout.failed', 'failed', 'payout-99999999'))).json()).toEqual({
      status: 'ignored',
    });
    expect((await post(event('payout.failed', 'failed', 'order-1'))).json()).toEqual({ status: 'ignored' });
    expect((await post('{not json')).statusCode).toBe(400);
    expect((await post('[]')).json()).toEqual({ status: 'ignored' });
  });
});
