import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, refunds } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';
import { createBuyer, createCategory, createProduct, createSeller, productWithStock, sessionCookie } from '../../../test/factories.ts';
import { payWithCard, placeOrder, verify } from '../../../test/checkout.ts';
import { fakeRazorpay, type FakeRazorpay } from '../../../test/servers/razorpay.ts';
import { hmacHex, paymentSignature } from './signature.ts';

const KEY_ID = 'rzp_test_k3y1d';
const KEY_SECRET = 'rzp-secret-for-tests';
const WEBHOOK_SECRET = 'rzp-webhook-secret';

let t: TestContext;
let rzp: FakeRazorpay;
let sellerId: number;
let categoryName: string;

beforeAll(async () => {
  rzp = await fakeRazorpay(KEY_ID, KEY_SECRET);
  t = await buildTestApp({
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: rzp.url,
  });
  sellerId = (await createSeller(t.app.db)).id;
  categoryName = (await createCategory(t.app.db)).name;
});
afterAll(async () => {
  await t.close();
  await rzp.close();
});

async function buyer() {
  const b = await createBuyer(t.app.db);
  return { ...b, cookie: await sessionCookie(t.app.db, 'user', b.id) };
}
const product = (o: Partial<Parameters<typeof createProduct>[1]> = {}) => createProduct(t.app.db, { sellerId, categoryName, ...o });
const orderRow = async (providerOrderId: string) => (await t.app.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)))[0]!;
const stock = async (id: number) => (await productWithStock(t.app.db, id)).stock;

function webhook(body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature ?? hmacHex(WEBHOOK_SECRET, raw) },
    payload: raw,
  });
}
const capturedEvent = (orderId: string, paymentId: string, amount: number) => ({
  entity: 'event',
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, entity: 'payment', order_id: orderId, amount, currency: 'INR', status: 'captured' } } },
});

describe('Razorpay adapter', () => {
  it("opens a Razorpay order through the Orders API (Basic auth, paise) and answers the browser's checkout options", async () => {
    const b = await buyer();
    const p = await product({ price: 1234.5, stock: 3 });
    const res = await placeOrder(t.app, b.cookie, { total: 1234.5, items: [{ productId: p.id, quantity: 1 }] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ provider: 'razorpay', key: KEY_ID, order: { id: expect.stringMatching(/^order_/), amount: 123450, currency: 'INR' } });
    const call = rzp.requests.find((r) => r.path === '/v1/orders' && rzp.orders.get(body.order.id));
    expect(call).toMatchObject({ method: 'POST', authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}` });
    expect(call!.body).toMatchObject({ amount: 123450, currency: 'INR', receipt: `order_${body.orderData.orderId}` });
    expect((await orderRow(body.order.id)).provider).toBe('razorpay');
  });

  it('loads the checkout script only with Razorpay enabled (CSP allows checkout.razorpay.com)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toContain('https://checkout.razorpay.com');
  });

  it('has no test card form when Razorpay is on', async () => {
    const b = await buyer();
    expect((await payWithCard(t.app, b.cookie, 'order_x')).statusCode).toBe(404);
  });

  it("verifies Razorpay's signature (key secret) and confirms; a forged one confirms nothing", async () => {
    const b = await buyer();
    const p = await product({ price: 500, stock: 3 });
    const placed = (await placeOrder(t.app, b.cookie, { total: 500, items: [{ productId: p.id, quantity: 1 }] })).json();
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
    const placed = (await placeOrder(t.app, b.cookie, { total: 800, items: [{ productId: p.id, quantity: 1 }], flag: 'cart' })).json();
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
    const placed = (await placeOrder(t.app, b.cookie, { total: 300, items: [{ productId: p.id, quantity: 1 }] })).json();
    const res = await webhook({
      event: 'order.paid',
      payload: {
        payment: { entity: { id: 'pay_hook2', order_id: placed.order.id, amount: 30000, status: 'captured' } },
        order: { entity: { id: placed.order.id, amount: 30000, amount_paid: 30000 } },
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await orderRow(placed.order.id)).status).toBe('Paid');
  });

  it('rejects a bad signature (400) and ignores other events and other amounts', async () => {
    const b = await buyer();
    const p = await product({ price: 300, stock: 3 });
    const placed = (await placeOrder(t.app, b.cookie, { total: 300, items: [{ productId: p.id, quantity: 1 }] })).json();
    const event = capturedEvent(placed.order.id, 'pay_bad', 30000);
    expect((await webhook(event, hmacHex('wrong-secret', JSON.stringify(event)))).statusCode).toBe(400);
    expect((await webhook(event, 'nope')).statusCode).toBe(400);
    const noSig = await t.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(event) });
    expect(noSig.statusCode).toBe(400);
    expect((await webhook({ event: 'payment.failed', payload: event.payload })).json()).toEqual({ status: 'ignored' });
    expect((await webhook(capturedEvent(placed.order.id, 'pay_cheap', 100))).json()).toEqual({ status: 'ignored' });
    expect((await orderRow(placed.order.id)).status).toBe('Pending');
  });
});

describe('Razorpay refunds', () => {
  it('refunds a cancelled item through the refunds API (pending until Razorpay answers, retried on failure)', async () => {
    const b = await buyer();
    const p = await product({ price: 640, stock: 3 });
    const placed = (await placeOrder(t.app, b.cookie, { total: 1280, items: [{ productId: p.id, quantity: 2 }] })).json();
    const verified = (
      await verify(t.app, b.cookie, {
        razorpay_order_id: placed.order.id,
        razorpay_payment_id: 'pay_refundme',
        razorpay_signature: paymentSignature(KEY_SECRET, placed.order.id, 'pay_refundme'),
      })
    ).json();
    const itemId = verified.order.orderItems[0].id as number;

    rzp.failNext = 5; // Razorpay is down during the cancel.
    const cancel = await t.app.inject({ method: 'PATCH', url: `/api/user/orders/${itemId}`, headers: { cookie: b.cookie }, payload: { status: 'Cancelled' } });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().order.refund).toMatchObject({ amount: 1280 });
    await t.app.payments.processRefunds(); // the kicked run may already have failed too
    let [refund] = await t.app.db.select().from(refunds).where(eq(refunds.orderItemId, itemId));
    expect(refund).toMatchObject({ status: 'pending', providerRefundId: null });

    rzp.failNext = 0;
    expect(await t.app.payments.processRefunds()).toEqual({ processed: 1, failed: 0 });
    [refund] = await t.app.db.select().from(refunds).where(eq(refunds.orderItemId, itemId));
    expect(refund).toMatchObject({ status: 'processed', providerRefundId: expect.stringMatching(/^rfnd_/) });
    expect(rzp.refunds.filter((r) => r.paymentId === 'pay_refundme')).toEqual([expect.objectContaining({ amount: 128000 })]);
    // Nothing is refunded twice.
    expect(await t.app.payments.processRefunds()).toEqual({ processed: 0, failed: 0 });
  });
});
