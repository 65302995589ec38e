import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, refunds } from '../../db/schema/index.ts';
import { waitFor } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/api.ts';
import { productWithStock } from '../../../test/factories.ts';
import { payWithCard, placeOrder, verify } from '../../../test/checkout.ts';
import { fakeRazorpay, type FakeRazorpay } from '../../../test/servers/razorpay.ts';
import { hmacHex, paymentSignature } from './signature.ts';

const KEY_ID = 'rzp_test_k3y1d';
const KEY_SECRET = 'rzp-secret-for-tests';
const WEBHOOK_SECRET = 'rzp-webhook-secret';

let rzp: FakeRazorpay;
beforeAll(async () => {
  rzp = await fakeRazorpay(KEY_ID, KEY_SECRET);
});
afterAll(async () => rzp.close());
const t = useTestApp({
  env: () => ({
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: rzp.url,
  }),
  app: { jobs: { 'refund-send': { retryDelaySeconds: 1 } } },
});
const { buyer, product } = t;
const orderRow = async (providerOrderId: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)))[0]!;
const stock = async (id: number) => (await productWithStock(t.app.db, id)).stock;

function webhook(body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature ?? hmacHex(WEBHOOK_SECRET, raw),
    },
    payload: raw,
  });
}
const capturedEvent = (orderId: string, paymentId: string, amount: number) => ({
  entity: 'event',
  event: 'payment.captured',
  payload: {
    payment: {
      entity: {
        id: paymentId,
        entity: 'payment',
        order_id: orderId,
        amount,
        currency: 'INR',
        status: 'captured',
      },
    },
  },
});

describe('Razorpay adapter', () => {
  it("opens a Razorpay order through the Orders API (Basic auth, paise) and answers the browser's checkout options", async () => {
    const b = await buyer();
    const p = await product({ price: 1234.5, stock: 3 });
    const res = await placeOrder(t.app, b.cookie, {
      total: 1234.5,
      items: [{ productId: p.id, quantity: 1 }],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      provider: 'razorpay',
      key: KEY_ID,
      order: { id: expect.stringMatching(/^order_/), amount: 123450, currency: 'INR' },
    });
    const call = rzp.requests.find((r) => r.path === '/v1/orders' && rzp.orders.get(body.order.id));
    expect(call).toMatchObject({
      method: 'POST',
      authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    });
    expect(call!.body).toMatchObject({
      amount: 123450,
      currency: 'INR',
      receipt: `order_${body.orderData.orderId}`,
    });
    expect((await orderRow(body.order.id)).provider).toBe('razorpay');
  });

  it('loads the checkout script only with Razorpay enabled (CSP allows checkout.razorpay.com)', async () => {
    const res = await t.get('/api/health');
    expect(String(res.headers['content-security-policy'])).toContain('https://checkout.razorpay.com');
  });

  it('has no test card form when Razorpay is on', async () => {
    const b = await buyer();
    expect((await payWithCard(t.app, b.cookie, 'order_x')).statusCode).toBe(404);
  });

  it("verifies Razorpay's signature (key secret) and confirms; a forged one confirms nothing", async () => {
    const b = await buyer();
    const p = await product({ price: 500, stock: 3 });
    const placed = (
      await placeOrder(t.app, b.cookie, { total: 500, items: [{ productId: p.id, quantity: 1 }] })
    ).json();
    const forged = await verify(t.app, b.cookie, {
      razorpay_order_id: placed.order.id,
      razorpay_payment_id: 'pay_forged',
      razorpay_signature: paymentSignature(t.config.PAYMENT_TEST_SECRET, placed.order.id, 'pay_forged'),
    });
    expect(forged.statusCode).toBe(400);
    expect((await orderRow(placed.order.id)).status).toBe('Pending');
    const ok = await verify(t.app, b.cookie, {
      razorpay_order_id: placed.order.id,
      razorpay_payment_id: 'pay_R4z0rp4y',
      razorpay_signature: paymentSignature(KEY_SECRET, placed.order.id, 'pay_R4z0rp4y'),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().order.status).toBe('Paid');
  });

  it('answers 502 when Razorpay fails to open the order, and gives the stock back', async () => {
    const b = await buyer();
    const p = await product({ price: 500, stock: 2 });
    rzp.failNext = 1;
    const res = await placeOrder(t.app, b.cookie, { total: 1000, items: [{ productId: p.id, quantity: 2 }] });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe('Error in processing payment');
    expect(await stock(p.id)).toBe(2);
  });
});

describe('Razorpay webhook', () => {
  it('confirms a paid order even if the browser never returns (payment.captured), once', async () => {
    const b = await buyer();
    const p = await product({ price: 800, stock: 3 });
    const placed = (
      await placeOrder(t.app, b.cookie, {
        total: 800,
        items: [{ productId: p.id, quantity: 1 }],
        flag: 'cart',
      })
    ).json();
    const event = capturedEvent(placed.order.id, 'pay_hook1', 80000);
    const res = await webhook(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    const order = await orderRow(placed.order.id);
    expect(order.status).toBe('Paid');
    // Retried deliveries change nothing.
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await t.app.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    // The browser arriving late gets the same order.
    const late = await verify(t.app, b.cookie, {
      razorpay_order_id: placed.order.id,
      razorpay_payment_id: 'pay_hook1',
      razorpay_signature: paymentSignature(KEY_SECRET, placed.order.id, 'pay_hook1'),
    });
    expect(late.json().order.id).toBe(order.id);
  });

  it('confirms on order.paid too', async () => {
    const b = await buyer();
    const p = await product({ price: 300, stock: 3 });
    const placed = (
      await placeOrder(t.app, b.cookie, { total: 300, items: [{ productId: p.id, quantity: 1 }] })
    ).json();
    const res = await webhook({
      event: 'order.paid',
      payload: {
        payment: {
          entity: { id: 'pay_hook2', order_id: placed.order.id, amount: 30000, status: 'captured' },
        },
        order: { entity: { id: placed.order.id, amount: 30000, amount_paid: 30000 } },
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await orderRow(placed.order.id)).status).toBe('Paid');
  });

  it('rejects a bad signature (400) and ignores other events and other amounts', async () => {
    const b = await buyer();
    const p = await product({ price: 300, stock: 3 });
    const placed = (
      await placeOrder(t.app, b.cookie, { total: 300, items: [{ productId: p.id, quantity: 1 }] })
    ).json();
    const event = capturedEvent(placed.order.id, 'pay_bad', 30000);
    expect((await webhook(event, hmacHex('wrong-secret', JSON.stringify(event)))).statusCode).toBe(400);
    expect((await webhook(event, 'nope')).statusCode).toBe(400);
    const noSig = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(noSig.statusCode).toBe(400);
    expect((await webhook({ event: 'payment.failed', payload: event.payload })).json()).toEqual({
      status: 'ignored',
    });
    expect((await webhook(capturedEvent(placed.order.id, 'pay_cheap', 100))).json()).toEqual({
      status: 'ignored',
    });
    expect((await orderRow(placed.order.id)).status).toBe('Pending');
  });
});

describe('Razorpay refunds', () => {
  const refundOf = async (itemId: number) =>
    (await t.app.db.select().from(refunds).where(eq(refunds.orderItemId, itemId)))[0]!;
  const jobOf = async (jobId: string) =>
    (
      await t.app.db.execute<{ state: string }>(
        sql`select state::text as state from pgboss.job where id = ${jobId}::uuid`,
      )
    ).rows[0]!;
  /** Make a waiting retry due now (instead of waiting out its back-off). */
  const dueNow = (jobId: string) =>
    t.app.db.execute(sql`update pgboss.job set start_after = now() where id = ${jobId}::uuid`);
  const refundCalls = (paymentId: string) =>
    rzp.requests.filter((r) => r.path === `/v1/payments/${paymentId}/refund`);

  /** A paid Razorpay order of one line (2 × ₹640), cancelled by its buyer: its refund is queued. */
  async function cancelledItem(paymentId: string, failingRefundCalls = 0) {
    const b = await buyer();
    const p = await product({ price: 640, stock: 3 });
    const placed = (
      await placeOrder(t.app, b.cookie, { total: 1280, items: [{ productId: p.id, quantity: 2 }] })
    ).json();
    const verified = (
      await verify(t.app, b.cookie, {
        razorpay_order_id: placed.order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(KEY_SECRET, placed.order.id, paymentId),
      })
    ).json();
    const itemId = verified.order.orderItems[0].id as number;
    rzp.failNext = failingRefundCalls;
    const cancel = await t.send('PATCH', `/api/user/orders/${itemId}`, b.cookie, { status: 'Cancelled' });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().order.refund).toMatchObject({ amount: 1280 });
    return itemId;
  }

  it('refunds a cancelled item through the refunds API with its idempotency key, retrying while Razorpay fails', async () => {
    const itemId = await cancelledItem('pay_refundme', 1); // Razorpay fails the first refund call.
    const first = await waitFor(
      () => refundOf(itemId),
      (r) => r.attempts === 1 && r.status === 'pending',
    );
    expect(first).toMatchObject({ providerRefundId: null, lastError: expect.stringMatching(/error/) });
    await waitFor(
      () => jobOf(first.jobId!),
      (j) => j.state === 'retry',
    );
    await dueNow(first.jobId!);

    const refund = await waitFor(
      () => refundOf(itemId),
      (r) => r.status === 'processed',
    );
    expect(refund).toMatchObject({
      attempts: 2,
      providerRefundId: expect.stringMatching(/^rfnd_/),
      lastError: null,
    });
    expect(rzp.refunds.filter((r) => r.paymentId === 'pay_refundme')).toEqual([
      expect.objectContaining({ amount: 128000 }),
    ]);
    expect(rzp.requests.filter((r) => r.path === '/v1/payments/pay_refundme/refund')).toHaveLength(2);
    await waitFor(
      () => jobOf(refund.jobId!),
      (j) => j.state === 'completed',
    );
  });

  it('does not refund twice when recording the answer fails after Razorpay refunded: the retry sends the same key', async () => {
    // The write of the answer fails (as a lost connection or a failed commit would) while this trigger exists.
    await t.app.db.execute(sql`
      create function refuse_processed() returns trigger language plpgsql as $$
      begin
        if new.status = 'processed' then raise exception 'commit lost'; end if;
        return new;
      end $$`);
    await t.app.db.execute(
      sql`create trigger refuse_processed before update on refunds for each row execute function refuse_processed()`,
    );
    const itemId = await cancelledItem('pay_twiceless');
    const claimed = await waitFor(
      () => refundOf(itemId),
      (r) => r.attempts === 1,
    );
    await waitFor(
      () => jobOf(claimed.jobId!),
      (j) => j.state === 'retry',
    );
    // Razorpay refunded; our row still says `refunding`.
    expect(rzp.refunds.filter((r) => r.paymentId === 'pay_twiceless')).toHaveLength(1);
    expect((await refundOf(itemId)).status).toBe('refunding');

    await t.app.db.execute(sql`drop trigger refuse_processed on refunds`);
    await t.app.db.execute(sql`drop function refuse_processed()`);
    await dueNow(claimed.jobId!);
    const refund = await waitFor(
      () => refundOf(itemId),
      (r) => r.status === 'processed',
    );
    // Asked twice with one key, refunded once: the row records that one refund.
    const calls = refundCalls('pay_twiceless');
    expect(calls).toHaveLength(2);
    const made = rzp.refunds.filter((r) => r.paymentId === 'pay_twiceless');
    expect(made).toHaveLength(1);
    expect(made[0]!.idempotencyKey).toBe(`electrohub-refund-${refund.id}`);
    expect(refund.providerRefundId).toBe(made[0]!.id);
  });

  it('calls Razorpay with no transaction open: the refund row can be locked while Razorpay is answering', async () => {
    let itemId = 0;
    let lockedWhileWaiting: boolean | string = false;
    rzp.beforeRefund = async (paymentId) => {
      if (paymentId !== 'pay_nolock') return;
      try {
        // NOWAIT: a row lock held by the app (a transaction around the call) makes this fail at once on
        // PostgreSQL; on PGlite an open transaction would keep this query waiting (and the test would time out).
        await t.app.db.transaction((tx) =>
          tx.execute(sql`select id from refunds where order_item_id = ${itemId} for update nowait`),
        );
        lockedWhileWaiting = true;
      } catch (err) {
        lockedWhileWaiting = err instanceof Error ? err.message : String(err);
      }
    };
    try {
      const b = await buyer();
      const p = await product({ price: 450, stock: 3 });
      const placed = (
        await placeOrder(t.app, b.cookie, { total: 450, items: [{ productId: p.id, quantity: 1 }] })
      ).json();
      const verified = (
        await verify(t.app, b.cookie, {
          razorpay_order_id: placed.order.id,
          razorpay_payment_id: 'pay_nolock',
          razorpay_signature: paymentSignature(KEY_SECRET, placed.order.id, 'pay_nolock'),
        })
      ).json();
      itemId = verified.order.orderItems[0].id as number;
      await t.send('PATCH', `/api/user/orders/${itemId}`, b.cookie, { status: 'Cancelled' });
      await waitFor(
        () => refundOf(itemId),
        (r) => r.status === 'processed',
      );
      expect(lockedWhileWaiting).toBe(true);
    } finally {
      rzp.beforeRefund = undefined;
    }
  });
});
