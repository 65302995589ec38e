import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, PENDING_ORDERS_MAX, type PlaceOrderAnswer } from '@electrohub/shared/checkout';
import { orderItems, orders } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/api.ts';
import { productWithStock } from '../../../test/factories.ts';
import { buy, payWithCard, placeOrder, verify } from '../../../test/checkout.ts';

/** No lock-out (docs/decisions/039): abandoned payments give their stock back and never reach the cap. */

const t = useTestApp();
const { buyer, product } = t;
beforeEach(() => {
  t.app.clock.now = () => new Date();
});

const stockOf = async (id: number) => (await productWithStock(t.app.db, id)).stock;
const buyNow = (cookie: string, productId: number, price: number) =>
  placeOrder(t.app, cookie, { total: price, items: [{ productId, quantity: 1 }], flag: 'buy' });
const release = (cookie: string | undefined, orderId: number | string) =>
  t.send('DELETE', `/api/user/orders/unpaid/${orderId}`, cookie);
const unpaid = async (cookie: string) => {
  const res = await t.get('/api/user/orders/unpaid', cookie);
  expect(res.statusCode).toBe(200);
  return res.json<(PlaceOrderAnswer & { createdAt: string })[]>();
};
const pendingOf = (userId: number) =>
  t.app.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'Pending')));

describe('Buy Now replaces the previous unpaid Buy Now of the same product', () => {
  it('four Buy Now place-orders of one product in a row, none paid: all 200, the stock of one held', async () => {
    const b = await buyer();
    const p = await product({ price: 700, stock: 5 });
    const answers: PlaceOrderAnswer[] = [];
    for (let i = 0; i < PENDING_ORDERS_MAX + 1; i++) {
      const res = await buyNow(b.cookie, p.id, 700);
      expect(res.statusCode).toBe(200);
      answers.push(res.json());
    }
    expect(await stockOf(p.id)).toBe(4);
    const pending = await pendingOf(b.id);
    expect(pending.map((o) => o.id)).toEqual([answers.at(-1)!.orderData.orderId]);
    // The replaced ones are over: their items lapsed, and paying one of them now cannot be done.
    const first = answers[0]!;
    const items = await t.app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, first.orderData.orderId));
    expect(items.map((i) => i.status)).toEqual(['Expired']);
    expect((await payWithCard(t.app, b.cookie, first.order.id)).json()).toMatchObject({
      flag: 'OrderExpired',
    });
    // The last one is paid as usual.
    const paid = await payWithCard(t.app, b.cookie, answers.at(-1)!.order.id);
    expect((await verify(t.app, b.cookie, paid.json())).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(4);
  });

  it("keeps the buyer's Buy Nows of other products and cart checkouts, and other buyers' holds", async () => {
    const b = await buyer();
    const other = await buyer();
    const p = await product({ price: 100, stock: 10 });
    const q = await product({ price: 200, stock: 10 });
    expect((await buyNow(b.cookie, q.id, 200)).statusCode).toBe(200);
    expect(
      (
        await placeOrder(t.app, b.cookie, {
          total: 100,
          items: [{ productId: p.id, quantity: 1 }],
          flag: 'cart',
        })
      ).statusCode,
    ).toBe(200);
    expect((await buyNow(other.cookie, p.id, 100)).statusCode).toBe(200);
    expect((await buyNow(b.cookie, p.id, 100)).statusCode).toBe(200);
    expect((await buyNow(b.cookie, p.id, 100)).statusCode).toBe(200);
    // q's Buy Now, the cart order and the latest Buy Now of p (3 orders); the other buyer's hold is untouched.
    expect(await pendingOf(b.id)).toHaveLength(3);
    expect(await pendingOf(other.id)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(7);
    expect(await stockOf(q.id)).toBe(9);
  });
});

describe('GET /api/user/orders/unpaid', () => {
  it("lists the buyer's unpaid orders still holding stock, newest first, as place-order answered them", async () => {
    const b = await buyer();
    const p = await product({ price: 300, stock: 5, name: 'Unpaid Speaker' });
    const q = await product({ price: 400, stock: 5 });
    const first = (await buyNow(b.cookie, p.id, 300)).json<PlaceOrderAnswer>();
    t.app.clock.now = () => new Date(Date.now() + 1000);
    const second = (await buyNow(b.cookie, q.id, 400)).json<PlaceOrderAnswer>();
    const list = await unpaid(b.cookie);
    expect(list.map((o) => o.orderData.orderId)).toEqual([second.orderData.orderId, first.orderData.orderId]);
    expect(list[1]).toMatchObject({
      order: first.order,
      orderData: {
        orderId: first.orderData.orderId,
        total: 300,
        flag: 'buy',
        expiresAt: first.orderData.expiresAt,
        items: [{ productId: p.id, quantity: 1, name: 'Unpaid Speaker', price: 300 }],
      },
      provider: 'test',
      key: first.key,
      prefill: first.prefill,
      createdAt: expect.any(String),
    });
    // Other buyers see none of them; a paid, released or lapsed order is not listed.
    expect(await unpaid((await buyer()).cookie)).toEqual([]);
    const paid = await payWithCard(t.app, b.cookie, second.order.id);
    await verify(t.app, b.cookie, paid.json());
    expect((await unpaid(b.cookie)).map((o) => o.orderData.orderId)).toEqual([first.orderData.orderId]);
    t.app.clock.now = () => new Date(Date.now() + 16 * 60_000);
    expect(await unpaid(b.cookie)).toEqual([]);
  });

  it('needs a signed-in buyer', async () => {
    expect((await t.get('/api/user/orders/unpaid')).statusCode).toBe(401);
  });
});

describe('DELETE /api/user/orders/unpaid/{orderId}', () => {
  it('three abandoned Buy Nows of different products, each released, leave the buyer free to buy', async () => {
    const b = await buyer();
    const products = [];
    for (let i = 0; i < PENDING_ORDERS_MAX; i++) products.push(await product({ price: 150, stock: 1 }));
    for (const p of products) {
      const placed = (await buyNow(b.cookie, p.id, 150)).json<PlaceOrderAnswer>();
      expect(await stockOf(p.id)).toBe(0);
      const res = await release(b.cookie, placed.orderData.orderId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: CHECKOUT_MESSAGES.released,
        order: { id: placed.orderData.orderId, status: 'Expired' },
      });
      // The stock is back at once (the product is buyable again, not sold out).
      expect(await productWithStock(t.app.db, p.id)).toMatchObject({ stock: 1, status: 'Active' });
    }
    expect(await pendingOf(b.id)).toEqual([]);
    // Free to buy: a Buy Now and a cart checkout, and the card payment completes.
    const next = await product({ price: 90, stock: 3 });
    expect((await buy(t.app, b.cookie, [{ productId: next.id, quantity: 1 }], 90)).verified.success).toBe(
      true,
    );
    expect(
      (
        await placeOrder(t.app, b.cookie, {
          total: 150,
          items: [{ productId: products[0]!.id, quantity: 1 }],
          flag: 'cart',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('is idempotent: releasing again answers the same and gives nothing back twice', async () => {
    const b = await buyer();
    const p = await product({ price: 100, stock: 4 });
    const placed = (await buyNow(b.cookie, p.id, 100)).json<PlaceOrderAnswer>();
    for (let i = 0; i < 2; i++) {
      const res = await release(b.cookie, placed.orderData.orderId);
      expect(res.statusCode).toBe(200);
      expect(res.json().order.status).toBe('Expired');
    }
    expect(await stockOf(p.id)).toBe(4);
    // A reservation the sweeper already let lapse answers the same too.
    const lapsed = (await buyNow(b.cookie, p.id, 100)).json<PlaceOrderAnswer>();
    t.app.clock.now = () => new Date(Date.now() + 16 * 60_000);
    await t.app.reservations.runOnce();
    expect((await release(b.cookie, lapsed.orderData.orderId)).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(4);
  });

  it("refuses someone else's order and changes nothing", async () => {
    const owner = await buyer();
    const p = await product({ price: 100, stock: 4 });
    const placed = (await buyNow(owner.cookie, p.id, 100)).json<PlaceOrderAnswer>();
    const res = await release((await buyer()).cookie, placed.orderData.orderId);
    expect(res.statusCode).toBe(403);
    expect(res.json().flag).toBe('Forbidden');
    expect(await stockOf(p.id)).toBe(3);
    expect((await pendingOf(owner.id)).map((o) => o.id)).toEqual([placed.orderData.orderId]);
  });

  it('leaves a paid order as it is (409 AlreadyPaid)', async () => {
    const b = await buyer();
    const p = await product({ price: 100, stock: 4 });
    const { placed } = await buy(t.app, b.cookie, [{ productId: p.id, quantity: 1 }], 100);
    const orderId = placed.orderData.orderId;
    const res = await release(b.cookie, orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ flag: 'AlreadyPaid', error: CHECKOUT_MESSAGES.alreadyPaid });
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('Paid');
    const items = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items.map((i) => i.status)).toEqual(['OrderConfirmed']);
    expect(await stockOf(p.id)).toBe(3);
  });

  it('answers 404 for an unknown order, 400 for a malformed id and 401 without a session', async () => {
    const b = await buyer();
    expect((await release(b.cookie, 2_000_000_000)).statusCode).toBe(404);
    expect((await release(b.cookie, 'abc')).statusCode).toBe(400);
    expect((await release(undefined, 1)).statusCode).toBe(401);
  });

  it('a payment that still arrives after the release takes the stock again when it is there', async () => {
    const b = await buyer();
    const p = await product({ price: 100, stock: 2 });
    const placed = (await buyNow(b.cookie, p.id, 100)).json<PlaceOrderAnswer>();
    // The card form answered just before the dialog closed; the release ran first.
    const paid = await payWithCard(t.app, b.cookie, placed.order.id);
    await release(b.cookie, placed.orderData.orderId);
    expect(await stockOf(p.id)).toBe(2);
    const res = await verify(t.app, b.cookie, paid.json());
    expect(res.statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(1);
  });
});
