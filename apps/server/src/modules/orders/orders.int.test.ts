import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, orderItems, orderStatusHistory, products, refunds } from '../../db/schema/index.ts';
import { allKeys, SECRET_KEYS } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/api.ts';
import { productWithStock } from '../../../test/factories.ts';
import { buy } from '../../../test/checkout.ts';
import { createOrderFixture, type FixtureItem } from '../../../test/fixtures/orders.ts';

const t = useTestApp({ shopSeller: { name: 'Volt Traders' } });
const { get, send, buyer, product } = t;
const DAY = 24 * 60 * 60 * 1000;
beforeEach(() => {
  t.app.clock.now = () => new Date();
});

async function orderFor(
  b: { id: number; name: string; email: string; phone: string | null; address: string | null },
  items: FixtureItem[],
  createdAt?: Date,
) {
  return createOrderFixture(t.app.db, { userId: b.id, buyer: b, items, createdAt });
}
const patch = (id: number, status: string, cookie?: string) =>
  send('PATCH', `/api/user/orders/${id}`, cookie, { status });
const productRow = (id: number) => productWithStock(t.app.db, id);

describe('GET /api/user/orders', () => {
  it('needs a signed-in buyer', async () => {
    expect((await get('/api/user/orders')).statusCode).toBe(401);
  });

  it("lists the buyer's own orders, newest first, with their visible items and shipping user, without unpaid or lapsed ones", async () => {
    const b = await buyer();
    const other = await buyer();
    const p = await product({ price: 1000, offerPercentage: 10, name: 'Listed Phone' });
    const older = await orderFor(
      b,
      [{ product: p, quantity: 2, status: 'Delivered' }],
      new Date(Date.now() - 3 * DAY),
    );
    const newer = await orderFor(b, [{ product: p, status: 'Shipped' }], new Date(Date.now() - DAY));
    await orderFor(b, [{ product: p, status: 'PaymentPending' }]);
    await orderFor(b, [{ product: p, status: 'Expired' }]);
    await orderFor(other, [{ product: p, status: 'OrderConfirmed' }]);

    const res = await get('/api/user/orders', b.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const list = res.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((o: { id: number }) => o.id)).toEqual([newer.order.id, older.order.id]);
    expect(list[1]).toMatchObject({
      id: older.order.id,
      user: { name: b.name, email: b.email, phone: b.phone, address: b.address },
    });
    expect(list[1].orderItems.map((i: { id: number }) => i.id)).toEqual([older.items[0]!.id]);
    expect(list[1].orderItems[0]).toMatchObject({
      orderId: older.order.id,
      productId: p.id,
      name: 'Listed Phone',
      quantity: 2,
      status: 'Delivered',
      price: 900,
      listPrice: 1000,
      offerPercentage: 10,
      total: 1800,
      sellerId: (await t.shop()).sellerId,
      product: { id: p.id, name: 'Listed Phone', price: 1000, sellingPrice: 900, description: p.description },
    });
    // The order page renders `product.seller.name` from the item the list hands it (issue 20).
    expect(list[1].orderItems[0].product.seller).toEqual({
      id: (await t.shop()).sellerId,
      name: 'Volt Traders',
    });
    expect(list[1].orderItems[0].product.images).toHaveLength(3);
    expect(typeof list[1].orderItems[0].createdAt).toBe('string');
    expect(typeof list[1].orderItems[0].updatedAt).toBe('string');
    for (const k of SECRET_KEYS) expect(allKeys(res.json()).has(k)).toBe(false);
  });

  it('filters by item status and order time, and pages by orders (X-Total-Count counts orders)', async () => {
    const b = await buyer();
    const p = await product();
    const first = await orderFor(
      b,
      [
        { product: p, status: 'Delivered' },
        { product: p, status: 'Cancelled' },
      ],
      new Date(Date.now() - 3 * DAY),
    );
    const second = await orderFor(b, [{ product: p, status: 'Shipped' }], new Date(Date.now() - 2 * DAY));
    const third = await orderFor(b, [{ product: p, status: 'Delivered' }], new Date(Date.now() - DAY));

    const delivered = await get('/api/user/orders?status=Delivered&orderTime=Oldest', b.cookie);
    expect(delivered.headers['x-total-count']).toBe('2');
    const orders = delivered.json<{ id: number; orderItems: { id: number; status: string }[] }[]>();
    expect(orders.map((o) => o.id)).toEqual([first.order.id, third.order.id]);
    // Only the items of the filter's statuses come along.
    expect(orders[0]!.orderItems.map((i) => i.id)).toEqual([first.items[0]!.id]);

    const both = await get('/api/user/orders?status=Shipped,Cancelled', b.cookie);
    expect(both.json().map((o: { id: number }) => o.id)).toEqual([second.order.id, first.order.id]);

    const page = await get('/api/user/orders?page=2&limit=1', b.cookie);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((o: { id: number }) => o.id)).toEqual([second.order.id]);
    expect(String(page.headers.link)).toContain('rel="next"');

    expect((await get('/api/user/orders?status=PaymentPending', b.cookie)).statusCode).toBe(400);
    expect((await get('/api/user/orders?orderTime=Sideways', b.cookie)).statusCode).toBe(400);
  });

  it('keeps the item with product null once the product is deleted', async () => {
    const b = await buyer();
    const p = await product({ name: 'Soon Gone' });
    const fx = await orderFor(b, [{ product: p, status: 'OrderConfirmed' }]);
    await t.app.db.delete(products).where(eq(products.id, p.id));
    const [order] = (await get('/api/user/orders', b.cookie)).json();
    expect(order.orderItems[0]).toMatchObject({
      id: fx.items[0]!.id,
      product: null,
      productId: null,
      name: 'Soon Gone',
      status: 'OrderConfirmed',
    });
    const detail = (await get(`/api/user/orders/${fx.items[0]!.id}`, b.cookie)).json();
    expect(detail).toMatchObject({
      product: null,
      name: 'Soon Gone',
      seller: { id: (await t.shop()).sellerId, name: 'Volt Traders' },
    });
  });
});

describe('GET /api/user/orders/{id}', () => {
  it('answers the bare item with its product and the product’s seller, shipping snapshot, history, refund and whether it can be returned', async () => {
    const b = await buyer();
    const p = await product({ price: 500 });
    const fx = await orderFor(
      b,
      [{ product: p, status: 'Delivered', deliveredAt: new Date(Date.now() - 2 * DAY) }],
      new Date(Date.now() - 5 * DAY),
    );
    const res = await get(`/api/user/orders/${fx.items[0]!.id}`, b.cookie);
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o).toMatchObject({
      id: fx.items[0]!.id,
      status: 'Delivered',
      product: { id: p.id, seller: { name: 'Volt Traders' } },
      seller: { id: (await t.shop()).sellerId, name: 'Volt Traders' },
      order: { id: fx.order.id, user: { name: b.name, email: b.email, phone: b.phone, address: b.address } },
      refund: null,
      reviewId: null,
      returnable: true,
    });
    expect(o.history.map((h: { status: string }) => h.status)).toEqual([
      'OrderConfirmed',
      'Shipped',
      'Delivered',
    ]);
    for (const k of SECRET_KEYS) expect(allKeys(res.json()).has(k)).toBe(false);
  });

  it("answers 403 for someone else's item and 404 for unknown or unpaid ones", async () => {
    const owner = await buyer();
    const other = await buyer();
    const p = await product();
    const fx = await orderFor(owner, [{ product: p }]);
    const pending = await orderFor(owner, [{ product: p, status: 'PaymentPending' }]);
    expect((await get(`/api/user/orders/${fx.items[0]!.id}`, other.cookie)).statusCode).toBe(403);
    expect((await get('/api/user/orders/999999', owner.cookie)).statusCode).toBe(404);
    expect((await get(`/api/user/orders/${pending.items[0]!.id}`, owner.cookie)).statusCode).toBe(404);
    expect((await get('/api/user/orders/abc', owner.cookie)).statusCode).toBe(400);
  });
});

describe('PATCH /api/user/orders/{id}', () => {
  it('cancels an OrderConfirmed item: stock back, refund recorded, history row, mail queued', async () => {
    const b = await buyer();
    const p = await product({ price: 800, stock: 0, status: 'OutOfStock' });
    const fx = await orderFor(b, [{ product: p, quantity: 2, status: 'OrderConfirmed' }]);
    const id = fx.items[0]!.id;
    const res = await patch(id, 'Cancelled', b.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      id,
      status: 'Cancelled',
      refund: { amount: 1600, status: 'processed' },
    });
    expect(res.json().order.history.at(-1)).toMatchObject({ status: 'Cancelled' });
    expect(await productRow(p.id)).toMatchObject({ stock: 2, status: 'Active' });
    const refund = await t.app.db.select().from(refunds).where(eq(refunds.orderItemId, id));
    expect(refund).toEqual([
      expect.objectContaining({ amountPaise: 160000, status: 'processed', paymentId: fx.payment!.id }),
    ]);
    const history = await t.app.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderItemId, id));
    expect(history.at(-1)).toMatchObject({ status: 'Cancelled', actor: 'buyer' });
    const mail = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-item:${id}:Cancelled`));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.toAddress).toBe(b.email);
  });

  it("a cancellation keeps a seller's explicit OutOfStock (stock left) but reopens one that selling caused", async () => {
    const b = await buyer();
    const chosen = await product({ stock: 4, status: 'OutOfStock' });
    const soldOut = await product({ stock: 0, status: 'OutOfStock' });
    const fx = await orderFor(b, [
      { product: chosen, status: 'OrderConfirmed' },
      { product: soldOut, status: 'OrderConfirmed' },
    ]);
    expect((await patch(fx.items[0]!.id, 'Cancelled', b.cookie)).statusCode).toBe(200);
    expect((await patch(fx.items[1]!.id, 'Cancelled', b.cookie)).statusCode).toBe(200);
    expect(await productRow(chosen.id)).toMatchObject({ stock: 5, status: 'OutOfStock' });
    expect(await productRow(soldOut.id)).toMatchObject({ stock: 1, status: 'Active' });
  });

  it('cancels a Shipped item', async () => {
    const b = await buyer();
    const p = await product({ stock: 1 });
    const fx = await orderFor(b, [{ product: p, status: 'Shipped' }]);
    expect((await patch(fx.items[0]!.id, 'Cancelled', b.cookie)).json().order.status).toBe('Cancelled');
    expect((await productRow(p.id)).stock).toBe(2);
  });

  it('returns a Delivered item within 30 days of delivery, and refuses after (409 ReturnWindowClosed)', async () => {
    const b = await buyer();
    const p = await product({ stock: 5, price: 300 });
    const deliveredAt = new Date(Date.now() - 10 * DAY);
    const fx = await orderFor(b, [
      { product: p, status: 'Delivered', deliveredAt },
      { product: await product(), status: 'Delivered', deliveredAt },
    ]);
    const [inside, outside] = fx.items;

    t.app.clock.now = () => new Date(deliveredAt.getTime() + 31 * DAY);
    const late = await patch(outside!.id, 'Returned', b.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      flag: 'ReturnWindowClosed',
      error: 'The 30-day return window for this order has closed',
    });
    expect((await get(`/api/user/orders/${outside!.id}`, b.cookie)).json().returnable).toBe(false);

    t.app.clock.now = () => new Date(deliveredAt.getTime() + 29 * DAY);
    const ok = await patch(inside!.id, 'Returned', b.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().order).toMatchObject({ status: 'Returned', refund: { amount: 300 } });
    expect((await productRow(p.id)).stock).toBe(6);
    expect(
      await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order-item:${inside!.id}:Returned`)),
    ).toHaveLength(1);
  });

  it('refuses every other move with 409 InvalidStatusTransition and changes nothing', async () => {
    const b = await buyer();
    const p = await product({ stock: 5 });
    const cases: [FixtureItem['status'], string][] = [
      ['OrderConfirmed', 'Returned'],
      ['OrderConfirmed', 'Shipped'],
      ['Shipped', 'Delivered'],
      ['Shipped', 'Returned'],
      ['Delivered', 'Cancelled'],
      ['Cancelled', 'Cancelled'],
      ['Cancelled', 'OrderConfirmed'],
      ['Returned', 'Delivered'],
      ['OrderConfirmed', 'PaymentPending'],
    ];
    for (const [from, to] of cases) {
      const fx = await orderFor(b, [{ product: p, status: from }]);
      const res = await patch(fx.items[0]!.id, to, b.cookie);
      expect(res.statusCode, `${from} → ${to}`).toBe(409);
      expect(res.json().flag).toBe('InvalidStatusTransition');
      const [row] = await t.app.db.select().from(orderItems).where(eq(orderItems.id, fx.items[0]!.id));
      expect(row!.status).toBe(from);
    }
    expect((await productRow(p.id)).stock).toBe(5);
    const fx = await orderFor(b, [{ product: p }]);
    expect((await patch(fx.items[0]!.id, 'Lost', b.cookie)).statusCode).toBe(400);
  });

  it("touches only the buyer's own items", async () => {
    const owner = await buyer();
    const other = await buyer();
    const p = await product({ stock: 5 });
    const fx = await orderFor(owner, [{ product: p }]);
    const res = await patch(fx.items[0]!.id, 'Cancelled', other.cookie);
    expect(res.statusCode).toBe(403);
    const [row] = await t.app.db.select().from(orderItems).where(eq(orderItems.id, fx.items[0]!.id));
    expect(row!.status).toBe('OrderConfirmed');
    expect((await productRow(p.id)).stock).toBe(5);
    expect(
      await t.app.db.select().from(refunds).where(eq(refunds.orderItemId, fx.items[0]!.id)),
    ).toHaveLength(0);
    expect((await patch(fx.items[0]!.id, 'Cancelled')).statusCode).toBe(401);
    expect((await patch(999999, 'Cancelled', owner.cookie)).statusCode).toBe(404);
  });

  it('cancels an item whose product was deleted (nothing to restock, still refunded)', async () => {
    const b = await buyer();
    const p = await product();
    const fx = await orderFor(b, [{ product: p, status: 'Shipped' }]);
    await t.app.db.delete(products).where(eq(products.id, p.id));
    const res = await patch(fx.items[0]!.id, 'Cancelled', b.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'Cancelled',
      product: null,
      refund: { status: 'processed' },
    });
  });

  it('works end to end after a real checkout', async () => {
    const b = await buyer();
    const p = await product({ price: 450, stock: 3 });
    const { verified } = await buy(t.app, b.cookie, [{ productId: p.id, quantity: 1 }], 450);
    const id = verified.order.orderItems[0]!.id;
    expect((await productRow(p.id)).stock).toBe(2);
    const res = await patch(id, 'Cancelled', b.cookie);
    expect(res.json().order).toMatchObject({
      status: 'Cancelled',
      refund: { amount: 450, status: 'processed' },
    });
    expect((await productRow(p.id)).stock).toBe(3);
    const detail = (await get(`/api/user/orders/${id}`, b.cookie)).json();
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual(['OrderConfirmed', 'Cancelled']);
  });
});
