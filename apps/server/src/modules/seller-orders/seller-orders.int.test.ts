import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SELLER_ORDER_MESSAGES } from '@electrohub/shared/seller';
import { mailOutbox, orderItems, orderStatusHistory, products, refunds } from '../../db/schema/index.ts';
import { allKeys, SECRET_KEYS } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/api.ts';
import {
  createBuyer,
  createCategory,
  createProduct,
  productWithStock,
  sessionCookie,
} from '../../../test/factories.ts';
import { createOrderFixture, type FixtureItem } from '../../../test/fixtures/orders.ts';

const t = useTestApp();
let sellerId: number;
let otherId: number;
let buyerId: number;
let cookie: string;
let otherCookie: string;
type P = FixtureItem['product'];
let phone: P;
let laptop: P;
let theirs: P;

beforeAll(async () => {
  const db = t.app.db;
  await createCategory(db, { name: 'Phones' });
  await createCategory(db, { name: 'Laptops' });
  ({ id: sellerId, cookie } = await t.seller());
  ({ id: otherId, cookie: otherCookie } = await t.seller());
  buyerId = (await createBuyer(db, { name: 'Ravi Kumar', email: 'ravi@example.in' })).id;
  phone = await createProduct(db, {
    sellerId,
    categoryName: 'Phones',
    price: 1000,
    offerPercentage: 10,
    stock: 5,
    name: 'Volt Phone',
  });
  laptop = await createProduct(db, {
    sellerId,
    categoryName: 'Laptops',
    price: 50000,
    stock: 0,
    status: 'OutOfStock',
    name: 'Volt Book',
  });
  theirs = await createProduct(db, {
    sellerId: otherId,
    categoryName: 'Phones',
    price: 700,
    name: 'Their Phone',
  });
});

const get = (url: string, who = cookie) => t.get(url, who);
const patch = (id: number, status: string, who = cookie) =>
  t.send('PATCH', `/api/seller/orders/${id}`, who, { status });
const itemRow = async (id: number) =>
  (await t.app.db.select().from(orderItems).where(eq(orderItems.id, id)))[0]!;

describe('auth', () => {
  it.each([
    ['GET', '/api/seller/orders'],
    ['GET', '/api/seller/orders/1'],
    ['PATCH', '/api/seller/orders/1'],
    ['GET', '/api/seller/profilestatistics'],
    ['GET', '/api/seller/salesstatistics'],
  ] as const)('%s %s needs a signed-in seller', async (method, url) => {
    const payload = method === 'PATCH' ? { status: 'Shipped' } : undefined;
    const res = await t.send(method, url, undefined, payload);
    expect(res.statusCode).toBe(401);
    expect(res.json().flag).toBe('NoTokenProvided');
    const buyer = await t.send(method, url, await sessionCookie(t.app.db, 'user', buyerId), payload);
    expect(buyer.statusCode).toBe(401);
  });
});

describe('GET /api/seller/orders', () => {
  it("lists paid orders with only the seller's items; unpaid and expired never show", async () => {
    const mixed = await createOrderFixture(t.app.db, {
      userId: buyerId,
      buyer: {
        name: 'Ravi Kumar',
        email: 'ravi@example.in',
        phone: '9812345678',
        address: '7 Park Street, Kolkata',
      },
      items: [
        { product: phone, quantity: 2, status: 'OrderConfirmed' },
        { product: theirs, quantity: 1, status: 'OrderConfirmed' },
      ],
    });
    const pending = await createOrderFixture(t.app.db, {
      userId: buyerId,
      items: [{ product: phone, status: 'PaymentPending' }],
    });
    const expired = await createOrderFixture(t.app.db, {
      userId: buyerId,
      items: [{ product: phone, status: 'Expired' }],
    });
    const res = await get('/api/seller/orders');
    expect(res.statusCode).toBe(200);
    // `{ orders }`: the dashboard written to the calls table reads `data.orders` (issue 20).
    expect(Object.keys(res.json())).toEqual(['orders']);
    const orders = res.json<{ orders: { id: number; user: unknown; orderItems: { id: number }[] }[] }>()
      .orders;
    const order = orders.find((o) => o.id === mixed.order.id)!;
    expect(order.user).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      phone: '9812345678',
      address: '7 Park Street, Kolkata',
    });
    expect(order.orderItems).toHaveLength(1);
    expect(order.orderItems[0]).toMatchObject({
      id: mixed.items[0]!.id,
      orderId: mixed.order.id,
      productId: phone.id,
      product: {
        id: phone.id,
        name: 'Volt Phone',
        description: expect.any(String),
        price: 1000,
        offerPercentage: 10,
        // Answers carry absolute media URLs.
        images: [0, 1, 2].map((i) => ({
          id: expect.any(Number),
          url: expect.stringMatching(
            new RegExp(`^https?://[^/]+/media/products/${phone.id}-${i}-800\\.webp$`),
          ),
        })),
        productInfo: { brand: 'Testo', details: [{ key: 'RAM', value: '8 GB' }] },
      },
      productName: 'Volt Phone',
      quantity: 2,
      unitPrice: 900,
      total: 1800,
      status: 'OrderConfirmed',
      customerName: 'Ravi Kumar',
    });
    expect(orders.map((o) => o.id)).not.toContain(pending.order.id);
    expect(orders.map((o) => o.id)).not.toContain(expired.order.id);
    expect([...allKeys(res.json())].filter((k) => SECRET_KEYS.includes(k))).toEqual([]);
    // The other seller sees only their own line of the same order.
    const theirsRes = await get('/api/seller/orders', otherCookie);
    const theirOrder = theirsRes
      .json<{ orders: { id: number; orderItems: { productId: number }[] }[] }>()
      .orders.find((o) => o.id === mixed.order.id)!;
    expect(theirOrder.orderItems.map((i) => i.productId)).toEqual([theirs.id]);
  });
});

describe('GET /api/seller/orders paging', () => {
  it('pages orders (not items) with ?page=&limit=, newest first, the total in X-Total-Count', async () => {
    const older = await createOrderFixture(t.app.db, {
      userId: buyerId,
      createdAt: new Date(Date.now() + 60_000),
      items: [
        { product: phone, status: 'Shipped' },
        { product: laptop, status: 'OrderConfirmed' },
      ],
    });
    const newer = await createOrderFixture(t.app.db, {
      userId: buyerId,
      createdAt: new Date(Date.now() + 120_000),
      items: [{ product: phone, status: 'Delivered' }],
    });
    const all = await get('/api/seller/orders');
    const total = Number(all.headers['x-total-count']);
    expect(total).toBe(all.json<{ orders: unknown[] }>().orders.length);
    const first = await get('/api/seller/orders?page=1&limit=1');
    expect(first.headers['x-total-count']).toBe(String(total));
    expect(String(first.headers.link)).toContain('rel="next"');
    expect(first.json<{ orders: { id: number }[] }>().orders.map((o) => o.id)).toEqual([newer.order.id]);
    const second = (await get('/api/seller/orders?page=2&limit=1')).json<{
      orders: { id: number; orderItems: unknown[] }[];
    }>().orders;
    expect(second.map((o) => o.id)).toEqual([older.order.id]);
    expect(second[0]!.orderItems).toHaveLength(2);
    expect((await get('/api/seller/orders?limit=0')).statusCode).toBe(400);
  });
});

describe('GET /api/seller/orders/{id}', () => {
  it('answers the item with product details, customer and status history', async () => {
    const { items } = await createOrderFixture(t.app.db, {
      userId: buyerId,
      items: [{ product: phone, status: 'Shipped' }],
    });
    const res = await get(`/api/seller/orders/${items[0]!.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: items[0]!.id,
      status: 'Shipped',
      product: {
        id: phone.id,
        description: expect.any(String),
        productInfo: { brand: 'Testo', details: [{ key: 'RAM', value: '8 GB' }] },
        categoryName: 'Phones',
      },
      user: { name: 'Asha Verma' },
    });
    expect(body.statusHistory.map((h: { status: string }) => h.status)).toEqual([
      'OrderConfirmed',
      'Shipped',
    ]);
  });

  it("another seller's item is 403; missing or unpaid is 404 'Order not found! 😢'", async () => {
    const { items } = await createOrderFixture(t.app.db, { userId: buyerId, items: [{ product: theirs }] });
    expect((await get(`/api/seller/orders/${items[0]!.id}`)).statusCode).toBe(403);
    const missing = await get('/api/seller/orders/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(SELLER_ORDER_MESSAGES.notFound);
    const pending = await createOrderFixture(t.app.db, {
      userId: buyerId,
      items: [{ product: phone, status: 'PaymentPending' }],
    });
    expect((await get(`/api/seller/orders/${pending.items[0]!.id}`)).statusCode).toBe(404);
  });
});

describe('PATCH /api/seller/orders/{id}', () => {
  it('moves OrderConfirmed → Shipped → Delivered with history, delivery time and one mail per status', async () => {
    const { items } = await createOrderFixture(t.app.db, { userId: buyerId, items: [{ product: phone }] });
    const id = items[0]!.id;
    const shipped = await patch(id, 'Shipped');
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      order: { id, status: 'Shipped' },
      user: { name: 'Asha Verma', email: 'buyer@example.in' },
    });
    const delivered = await patch(id, 'Delivered');
    expect(delivered.json().order.status).toBe('Delivered');
    expect(delivered.json().order.statusHistory.map((h: { status: string }) => h.status)).toEqual([
      'OrderConfirmed',
      'Shipped',
      'Delivered',
    ]);
    const row = await itemRow(id);
    expect(row.deliveredAt).toBeInstanceOf(Date);
    const mails = await t.app.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.dedupeKey === `order-item:${id}:Shipped`)).toHaveLength(1);
    expect(mails.filter((m) => m.dedupeKey === `order-item:${id}:Delivered`)).toHaveLength(1);
    const history = await t.app.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderItemId, id));
    expect(history.filter((h) => h.actor === 'seller').map((h) => h.status)).toEqual([
      'Shipped',
      'Delivered',
    ]);
  });

  it.each([
    ['Delivered', 'Cancelled'],
    ['Delivered', 'Returned'],
    ['Shipped', 'OrderConfirmed'],
    ['Cancelled', 'Shipped'],
    ['Returned', 'Delivered'],
    ['OrderConfirmed', 'OrderConfirmed'],
    ['OrderConfirmed', 'Returned'],
  ] as const)('refuses %s → %s (409 InvalidStatusTransition) and changes nothing', async (from, to) => {
    const { items } = await createOrderFixture(t.app.db, {
      userId: buyerId,
      items: [{ product: phone, status: from }],
    });
    const id = items[0]!.id;
    const before = await t.app.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderItemId, id));
    const res = await patch(id, to);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ flag: 'InvalidStatusTransition', from, to });
    expect((await itemRow(id)).status).toBe(from);
    expect(
      await t.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderItemId, id)),
    ).toHaveLength(before.length);
  });

  it('allows OrderConfirmed → Delivered directly', async () => {
    const { items } = await createOrderFixture(t.app.db, { userId: buyerId, items: [{ product: phone }] });
    expect((await patch(items[0]!.id, 'Delivered')).statusCode).toBe(200);
  });

  it('refuses statuses that are not visible ones (400)', async () => {
    const { items } = await createOrderFixture(t.app.db, { userId: buyerId, items: [{ product: phone }] });
    for (const status of ['PaymentPending', 'Expired', 'Lost', ''])
      expect((await patch(items[0]!.id, status)).statusCode).toBe(400);
    const extra = await t.send('PATCH', `/api/seller/orders/${items[0]!.id}`, cookie, {
      status: 'Shipped',
      sellerId: otherId,
    });
    expect(extra.statusCode).toBe(400);
  });

  it('Cancelled returns the stock (OutOfStock → Active), records a refund and mails the buyer', async () => {
    const { items } = await createOrderFixture(t.app.db, {
      userId: buyerId,
      items: [{ product: laptop, quantity: 2, status: 'Shipped' }],
    });
    const id = items[0]!.id;
    const res = await patch(id, 'Cancelled');
    expect(res.statusCode).toBe(200);
    expect(await productWithStock(t.app.db, laptop.id)).toMatchObject({ stock: 2, status: 'Active' });
    const [refund] = await t.app.db.select().from(refunds).where(eq(refunds.orderItemId, id));
    expect(refund).toMatchObject({ amountPaise: 2 * 5_000_000, status: 'processed' });
    expect(
      await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order-item:${id}:Cancelled`)),
    ).toHaveLength(1);
    // Final now.
    expect((await patch(id, 'Shipped')).statusCode).toBe(409);
  });

  it("another seller's item: 403 and nothing changes", async () => {
    const { items } = await createOrderFixture(t.app.db, { userId: buyerId, items: [{ product: phone }] });
    const res = await patch(items[0]!.id, 'Shipped', otherCookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().flag).toBe('Forbidden');
    expect((await itemRow(items[0]!.id)).status).toBe('OrderConfirmed');
    expect((await patch(999_999, 'Shipped')).statusCode).toBe(404);
  });

  it('two concurrent changes of the same item: one wins, the other is refused', async () => {
    const { items } = await createOrderFixture(t.app.db, {
      userId: buyerId,
      items: [{ product: phone, status: 'Shipped' }],
    });
    const id = items[0]!.id;
    const [a, b] = await Promise.all([patch(id, 'Delivered'), patch(id, 'Cancelled')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const history = await t.app.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderItemId, id));
    expect(history.filter((h) => h.actor === 'seller')).toHaveLength(1);
  });
});

describe('statistics on known data', () => {
  // A separate app and database, so only the data below counts.
  const stats = useTestApp();
  let s: number;
  let c: string;

  beforeAll(async () => {
    const db = stats.app.db;
    await createCategory(db, { name: 'Phones' });
    await createCategory(db, { name: 'Audio' });
    ({ id: s, cookie: c } = await stats.seller());
    const other = (await stats.seller()).id;
    const buyer = (await createBuyer(db)).id;
    const p1 = await createProduct(db, {
      sellerId: s,
      categoryName: 'Phones',
      price: 1000,
      offerPercentage: 10,
    });
    const p2 = await createProduct(db, { sellerId: s, categoryName: 'Audio', price: 200 });
    await createProduct(db, { sellerId: s, categoryName: 'Phones', status: 'Inactive' });
    await createProduct(db, { sellerId: s, categoryName: 'Audio', status: 'Discontinued' });
    await createProduct(db, { sellerId: s, categoryName: 'Phones', status: 'OutOfStock', stock: 0 });
    const theirs = await createProduct(db, { sellerId: other, categoryName: 'Audio', price: 99_999 });

    // Days in the store's zone (Asia/Kolkata, UTC+5:30).
    const istDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d);
    const today = istDay(new Date());
    const istMidnight = new Date(`${today}T00:00:00+05:30`);
    const justAfterMidnight = new Date(istMidnight.getTime() + 30 * 60_000); // 00:30 IST today = 19:00 UTC yesterday
    const justBeforeMidnight = new Date(istMidnight.getTime() - 30 * 60_000); // 23:30 IST yesterday
    const eightDaysAgo = new Date(istMidnight.getTime() - 8 * 86_400_000);

    await createOrderFixture(db, {
      userId: buyer,
      createdAt: justAfterMidnight,
      items: [{ product: p1, quantity: 2, status: 'Delivered' }],
    }); // 1800
    await createOrderFixture(db, {
      userId: buyer,
      createdAt: justAfterMidnight,
      items: [{ product: p2, quantity: 1, status: 'Shipped' }],
    }); // 200
    await createOrderFixture(db, {
      userId: buyer,
      createdAt: justBeforeMidnight,
      items: [{ product: p2, quantity: 3, status: 'OrderConfirmed' }],
    }); // 600
    await createOrderFixture(db, {
      userId: buyer,
      createdAt: justAfterMidnight,
      items: [{ product: p1, quantity: 1, status: 'Cancelled' }],
    }); // excluded
    await createOrderFixture(db, {
      userId: buyer,
      createdAt: justAfterMidnight,
      items: [{ product: p1, quantity: 4, status: 'Returned' }],
    }); // excluded, 1 return
    await createOrderFixture(db, {
      userId: buyer,
      createdAt: justAfterMidnight,
      items: [{ product: p1, quantity: 7, status: 'PaymentPending' }],
    }); // never
    await createOrderFixture(db, {
      userId: buyer,
      createdAt: justAfterMidnight,
      items: [{ product: p1, quantity: 7, status: 'Expired' }],
    }); // never
    await createOrderFixture(db, {
      userId: buyer,
      createdAt: eightDaysAgo,
      items: [{ product: p2, quantity: 5, status: 'Delivered' }],
    }); // 1000, not in the week
    await createOrderFixture(db, {
      userId: buyer,
      createdAt: justAfterMidnight,
      items: [{ product: theirs, quantity: 1, status: 'Delivered' }],
    }); // another seller
    // Prices changed after the orders: figures use what was paid.
    await db.update(products).set({ pricePaise: 1 }).where(eq(products.id, p1.id));
  });

  it('profile statistics: counted items, rupees paid × quantity, returns, open items', async () => {
    const res = await stats.get('/api/seller/profilestatistics', c);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      orderItems: 4,
      totalSales: 1800 + 200 + 600 + 1000,
      returnedItems: 1,
      notDeliveredItems: 2,
      unitsSold: 2 + 1 + 3 + 5,
      deliveredItems: 2,
    });
  });

  it('weekly sales: 7 local days, bucketed in Asia/Kolkata; categories without Discontinued', async () => {
    const res = await stats.get('/api/seller/salesstatistics', c);
    expect(res.statusCode).toBe(200);
    const { weeklySales, categories } = res.json<{
      weeklySales: { date: string; sales: number }[];
      categories: unknown[];
    }>();
    expect(weeklySales).toHaveLength(7);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(weeklySales.at(-1)).toEqual({ date: today, sales: 2000 });
    expect(weeklySales.at(-2)).toEqual({ date: yesterday, sales: 600 });
    expect(weeklySales.slice(0, 5).every((d) => d.sales === 0)).toBe(true);
    expect(weeklySales.map((d) => d.date)).toEqual([...weeklySales.map((d) => d.date)].sort());
    expect(categories).toEqual([
      { name: 'Phones', productCount: 3 },
      { name: 'Audio', productCount: 1 },
    ]);
  });

  it('a seller with nothing gets zeros', async () => {
    const { cookie: ck } = await stats.seller();
    const p = await stats.get('/api/seller/profilestatistics', ck);
    expect(p.json()).toEqual({
      orderItems: 0,
      totalSales: 0,
      returnedItems: 0,
      notDeliveredItems: 0,
      unitsSold: 0,
      deliveredItems: 0,
    });
    const w = await stats.get('/api/seller/salesstatistics', ck);
    expect(w.json().categories).toEqual([]);
    expect(w.json().weeklySales.every((d: { sales: number }) => d.sales === 0)).toBe(true);
  });
});
