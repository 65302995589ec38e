import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutRunAnswer, SellerPayoutsAnswer } from '@electrohub/shared/money';
import { sellerBankDetails, sellers } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/api.ts';
import { createCategory } from '../../../test/factories.ts';
import { deliveredSale } from '../../../test/fixtures/settlement.ts';
import { fakeRazorpayX, type FakeRazorpayX } from '../../../test/servers/razorpayx.ts';

/** RazorpayX Payouts against a local server that speaks its protocol; SELLER_APPROVAL=manual. */
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
    SELLER_APPROVAL: 'manual',
    SETTLEMENT_HOLD_DAYS: '0',
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
