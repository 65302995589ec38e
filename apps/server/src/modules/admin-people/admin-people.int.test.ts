import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PEOPLE_MESSAGES } from '@electrohub/shared/admin-people';
import { TOTAL_COUNT_HEADER } from '@electrohub/shared/paging';
import { refunds, reviews } from '../../db/schema/index.ts';
import { allKeys, SECRET_KEYS } from '../../../test/helpers.ts';
import { createCategory } from '../../../test/factories.ts';
import { createOrderFixture, type FixtureItem } from '../../../test/fixtures/orders.ts';
import { useTestApp } from '../../../test/api.ts';
import { buyerFigures } from './service.ts';

const t = useTestApp();
let admin: string;
let buyerCookie: string;
let sellerCookie: string;
/** The sellers of the ranking, best first. */
const ranked: { id: number; name: string }[] = [];
let plain: { id: number; name: string; email: string }[] = [];
let buyer: { id: number; cookie: string };
let quiet: { id: number };
let firstAdmin: { id: number; name: string; email: string; cookie: string };
let secondAdmin: { id: number; name: string; email: string };
let sellerA: number;
let aPhone: FixtureItem['product'];
let aOld: FixtureItem['product'];
let discontinuedId: number;
let cancelledItem: number;
let refundedOrder: number;
const answers: unknown[] = [];

const DAY = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  const db = t.app.db;
  await createCategory(db, { name: 'Phones' });
  firstAdmin = await t.admin({
    name: 'Meera Admin',
    email: 'meera@electrohub.test',
    createdAt: new Date('2025-01-05T10:00:00Z'),
  });
  secondAdmin = await t.admin({
    name: 'Kabir Admin',
    email: 'kabir@electrohub.test',
    createdAt: new Date('2025-03-01T10:00:00Z'),
  });
  admin = firstAdmin.cookie;

  buyer = await t.buyer({ name: 'Riya Sharma', email: 'riya.sharma@example.in', gender: 'Female' });
  quiet = await t.buyer({
    name: 'Quiet Person',
    email: 'quiet@example.in',
    createdAt: new Date('2024-01-01T00:00:00Z'),
  });
  buyerCookie = buyer.cookie;

  // Ranking: A sells 5 recent units; B 3 (its cancelled and returned 20 do not count); C sold 100 units but
  // 100 days ago, and has 3 products; D has 1 product and no sales. Ties on units fall to product count.
  const a = await t.seller({
    name: 'Alpha Electronics',
    email: 'alpha@sellers.in',
    createdAt: new Date('2025-05-01T00:00:00Z'),
  });
  const b = await t.seller({
    name: 'Beta Gadgets',
    email: 'beta@sellers.in',
    createdAt: new Date('2025-05-02T00:00:00Z'),
  });
  const c = await t.seller({
    name: 'Gamma Mobiles',
    email: 'gamma@sellers.in',
    createdAt: new Date('2025-05-03T00:00:00Z'),
  });
  const d = await t.seller({
    name: 'Delta 100% Audio',
    email: 'delta@sellers.in',
    createdAt: new Date('2025-05-04T00:00:00Z'),
  });
  sellerA = a.id;
  sellerCookie = b.cookie;
  ranked.push(a, b, c, d);

  aPhone = await t.product({
    sellerId: a.id,
    categoryName: 'Phones',
    price: 1000,
    offerPercentage: 10,
    name: 'Alpha Phone',
  });
  aOld = await t.product({
    sellerId: a.id,
    categoryName: 'Phones',
    price: 500,
    name: 'Alpha Old Phone',
    status: 'Discontinued',
  });
  discontinuedId = aOld.id;
  const bPhone = await t.product({ sellerId: b.id, categoryName: 'Phones', price: 200, name: 'Beta Phone' });
  const cProducts = [];
  for (let i = 0; i < 3; i++)
    cProducts.push(
      await t.product({
        sellerId: c.id,
        categoryName: 'Phones',
        price: 300,
        name: `Gamma Phone ${i}`,
      }),
    );
  await t.product({ sellerId: d.id, categoryName: 'Phones', price: 300, name: 'Delta Speaker' });

  const now = Date.now();
  // Buyer Riya: order 1 (3 days ago) 2 × Alpha Phone delivered + 1 × Beta Phone cancelled;
  // order 2 (1 day ago) 3 × Alpha Phone shipped; order 3 (today) 1 × Beta Phone returned + 3 × Beta Phone confirmed.
  const o1 = await createOrderFixture(db, {
    userId: buyer.id,
    createdAt: new Date(now - 3 * DAY),
    buyer: { name: 'Riya S.', email: 'riya.sharma@example.in', phone: '9811111111', address: 'Pune' },
    items: [
      { product: aPhone, quantity: 2, status: 'Delivered' },
      { product: bPhone, quantity: 10, status: 'Cancelled' },
    ],
  });
  cancelledItem = o1.items[1]!.id;
  await createOrderFixture(db, {
    userId: buyer.id,
    createdAt: new Date(now - DAY),
    items: [{ product: aPhone, quantity: 3, status: 'Shipped' }],
  });
  const o3 = await createOrderFixture(db, {
    userId: buyer.id,
    items: [
      { product: bPhone, quantity: 10, status: 'Returned' },
      { product: bPhone, quantity: 3, status: 'OrderConfirmed' },
    ],
  });
  refundedOrder = o3.order.id;
  await db.insert(refunds).values({
    orderItemId: o3.items[0]!.id,
    paymentId: o3.payment!.id,
    amountPaise: o3.items[0]!.totalPaise,
    providerRefundId: 'rfnd_test_1',
  });
  // Unpaid and expired lines never show or count.
  await createOrderFixture(db, {
    userId: buyer.id,
    items: [{ product: aPhone, quantity: 4, status: 'PaymentPending' }],
  });
  await createOrderFixture(db, {
    userId: buyer.id,
    items: [{ product: aPhone, quantity: 4, status: 'Expired' }],
  });
  // Gamma's big sale is outside the 90-day window (another buyer).
  await createOrderFixture(db, {
    userId: quiet.id,
    createdAt: new Date(now - 100 * DAY),
    items: [{ product: cProducts[0]!, quantity: 100, status: 'Delivered' }],
  });

  await db.insert(reviews).values([
    {
      productId: aPhone.id,
      userId: buyer.id,
      rating: 5,
      content: 'Brilliant phone, fast delivery.',
      createdAt: new Date(now - 2 * DAY),
    },
    {
      productId: aPhone.id,
      userId: quiet.id,
      rating: 2,
      content: 'Battery could be better.',
      createdAt: new Date(now - 4 * DAY),
    },
    {
      productId: bPhone.id,
      userId: buyer.id,
      rating: 4,
      content: 'Good value for the money.',
      createdAt: new Date(now - DAY),
    },
  ]);

  // Eight more sellers without products or sales, oldest of all: 12 sellers in total.
  plain = [];
  for (let i = 0; i < 8; i++)
    plain.push(
      await t.seller({
        name: `Plain Store ${i}`,
        email: `plain${i}@sellers.in`,
        createdAt: new Date(Date.UTC(2024, 0, 1 + i)),
      }),
    );
});

const get = async (url: string, cookie = admin) => {
  const res = await t.get(url, cookie);
  if (res.statusCode === 200) answers.push(res.json());
  return res;
};
/** A paged list's answer: the bare array and its `X-Total-Count`. */
const list = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json<Record<string, unknown>[]>();
  expect(Array.isArray(rows)).toBe(true);
  return { rows, total: Number(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]) };
};
type Row = { id: number; name: string; rank: number; unitsSold: number; productsCount: number };
const idsOf = (rows: unknown[]) => (rows as Row[]).map((r) => r.id);
/** A media path as answered: made absolute by the serializer. */
const media = (path: string) =>
  expect.stringMatching(new RegExp(`^https?://[^/]+${path.replace(/\./g, '\\.')}$`));

describe('access', () => {
  const routes = [
    '/api/admin/sellers',
    '/api/admin/sellers/topsellers',
    '/api/admin/sellers/1',
    '/api/admin/users',
    '/api/admin/users/1',
    '/api/admin/admins',
  ];
  it.each(routes)('GET %s needs the admin session', async (url) => {
    const none = await t.get(url);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ flag: 'NoAdminTokenProvided' });
    for (const cookie of [buyerCookie, sellerCookie]) {
      const res = await t.get(url, cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json().flag).toBe('NoAdminTokenProvided');
    }
    // A buyer's or seller's token under the admin cookie's name is no admin session either.
    const forged = await t.get(url, buyerCookie.replace('eh_session=', 'eh_admin='));
    expect(forged.statusCode).toBe(401);
  });

  it('answers 401, not a validation error, to a stranger with bad parameters', async () => {
    const res = await t.get('/api/admin/sellers?limit=999&nope=1');
    expect(res.statusCode).toBe(401);
    expect(res.json().flag).toBe('NoAdminTokenProvided');
  });
});

describe('GET /api/admin/sellers', () => {
  it('pages newest first with the total in X-Total-Count (every seller without paging)', async () => {
    const first = await list('/api/admin/sellers?limit=10');
    expect(first.total).toBe(12);
    expect(first.rows).toHaveLength(10);
    expect(idsOf(first.rows.slice(0, 4))).toEqual([...ranked].reverse().map((s) => s.id));
    const page2 = await list('/api/admin/sellers?page=2&limit=10');
    expect(idsOf(page2.rows)).toEqual([plain[1]!.id, plain[0]!.id]);
    const small = await list('/api/admin/sellers?page=3&limit=5');
    expect(small.total).toBe(12);
    expect(small.rows).toHaveLength(2);
    expect(await list('/api/admin/sellers?page=9&limit=10')).toEqual({ rows: [], total: 12 });
    expect((await list('/api/admin/sellers')).rows).toHaveLength(12);
  });

  it('answers the row fields, counting the catalogue without Discontinued products', async () => {
    const body = await list('/api/admin/sellers?search=alpha');
    expect(body.total).toBe(1);
    expect(body.rows[0]).toEqual({
      id: sellerA,
      name: 'Alpha Electronics',
      email: 'alpha@sellers.in',
      phone: '9123456780',
      address: '44 Nehru Place, New Delhi 110019',
      pfp: media('/media/sellers/logo-800.webp'),
      productsCount: 1,
      status: 'approved',
      createdAt: '2025-05-01T00:00:00.000Z',
    });
  });

  it('searches name or e-mail, case-insensitively, wildcards taken literally', async () => {
    const names = async (url: string) => ((await list(url)).rows as Row[]).map((s) => s.name);
    expect((await list('/api/admin/sellers?search=PLAIN%20store')).total).toBe(8);
    expect(await names('/api/admin/sellers?search=gamma@sellers')).toEqual(['Gamma Mobiles']);
    expect(await names('/api/admin/sellers?search=100%25')).toEqual(['Delta 100% Audio']);
    expect((await list('/api/admin/sellers?search=_')).total).toBe(0);
    expect((await list('/api/admin/sellers?search=%20%20')).total).toBe(12);
  });

  it.each(['limit=0', 'limit=1001', 'page=0', 'page=x', 'sort=name'])('refuses ?%s', async (q) => {
    const res = await get(`/api/admin/sellers?${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().flag).toBe('ValidationError');
  });
});

describe('GET /api/admin/sellers/topsellers', () => {
  it('ranks by units sold in 90 days (Cancelled/Returned out), then product count, then id', async () => {
    const body = await list('/api/admin/sellers/topsellers?limit=50');
    expect(body.total).toBe(12);
    const sellers = body.rows as Row[];
    const top = sellers.slice(0, 4);
    expect(idsOf(top)).toEqual(ranked.map((s) => s.id));
    expect(top.map((s) => s.unitsSold)).toEqual([5, 3, 0, 0]);
    expect(top.map((s) => s.productsCount)).toEqual([1, 1, 3, 1]);
    expect(sellers.map((s) => s.rank)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    // The rest have nothing: by id.
    expect(idsOf(sellers.slice(4))).toEqual(plain.map((s) => s.id));
  });

  it('pages the ranking and keeps the rank when searched', async () => {
    const page2 = await list('/api/admin/sellers/topsellers?page=2&limit=2');
    expect((page2.rows as Row[]).map((s) => [s.id, s.rank])).toEqual([
      [ranked[2]!.id, 3],
      [ranked[3]!.id, 4],
    ]);
    const searched = await list('/api/admin/sellers/topsellers?search=delta');
    expect(searched).toMatchObject({ total: 1, rows: [{ id: ranked[3]!.id, rank: 4 }] });
  });
});

describe('GET /api/admin/sellers/{id}', () => {
  it('answers the seller, figures from the price paid, every product and every paid item', async () => {
    const res = await get(`/api/admin/sellers/${sellerA}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.seller).toMatchObject({
      id: sellerA,
      name: 'Alpha Electronics',
      email: 'alpha@sellers.in',
      productsCount: 1,
    });
    // 5 units at ₹900 (10% off ₹1,000); reviews 5 and 2.
    // `totalSales` counts order items (a client shows it as 'Order Completion'); the rupees are `totalRevenue`.
    expect(body).toMatchObject({
      totalSales: 2,
      totalRevenue: 4500,
      unitsSold: 5,
      totalOrders: 2,
      totalReturns: 0,
      averageRating: 3.5,
      ratingCount: 2,
    });
    expect(body.sellerProducts.map((p: { id: number }) => p.id).sort()).toEqual(
      [aPhone.id, discontinuedId].sort(),
    );
    expect(body.sellerProducts.find((p: { id: number }) => p.id === aPhone.id)).toMatchObject({
      name: 'Alpha Phone',
      price: 1000,
      offerPercentage: 10,
      status: 'Active',
      unitsSold: 5,
      images: [0, 1, 2].map((i) => ({
        id: expect.any(Number),
        url: media(`/media/products/${aPhone.id}-${i}-800.webp`),
      })),
    });
    expect(body.sellerProducts.find((p: { id: number }) => p.id === discontinuedId).status).toBe(
      'Discontinued',
    );
    // Newest first; PaymentPending and Expired never show.
    expect(body.orders.map((o: { quantity: number; status: string }) => [o.quantity, o.status])).toEqual([
      [3, 'Shipped'],
      [2, 'Delivered'],
    ]);
    expect(body.orders[1]).toMatchObject({
      productId: aPhone.id,
      product: {
        id: aPhone.id,
        name: 'Alpha Phone',
        price: 1000,
        offerPercentage: 10,
        images: [{ url: media(`/media/products/${aPhone.id}-0-800.webp`) }, {}, {}],
      },
      productName: 'Alpha Phone',
      total: 1800,
      customerName: 'Riya S.',
    });
  });

  it('counts returns and leaves Cancelled/Returned out of the sales', async () => {
    const body = (await get(`/api/admin/sellers/${ranked[1]!.id}`)).json();
    expect(body).toMatchObject({
      totalSales: 1,
      totalRevenue: 600,
      unitsSold: 3,
      totalOrders: 1,
      totalReturns: 1,
      averageRating: 4,
    });
    expect(body.orders.map((o: { status: string }) => o.status).sort()).toEqual([
      'Cancelled',
      'OrderConfirmed',
      'Returned',
    ]);
  });

  it('answers zeros for a seller with nothing', async () => {
    const body = (await get(`/api/admin/sellers/${plain[0]!.id}`)).json();
    expect(body).toMatchObject({
      totalSales: 0,
      totalRevenue: 0,
      unitsSold: 0,
      totalOrders: 0,
      totalReturns: 0,
      averageRating: 0,
      ratingCount: 0,
      sellerProducts: [],
      orders: [],
    });
  });

  it('404 NotFound for an unknown seller, 400 for a bad id', async () => {
    const res = await get('/api/admin/sellers/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ flag: 'NotFound', error: ADMIN_PEOPLE_MESSAGES.sellerNotFound });
    expect((await get('/api/admin/sellers/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/users', () => {
  it('pages buyers newest first with order count and spend', async () => {
    const body = await list('/api/admin/users?limit=10');
    expect(body.total).toBe(2);
    expect(idsOf(body.rows)).toEqual([buyer.id, quiet.id]);
    // Paid orders 3; spend = 5 × ₹900 + 3 × ₹200 (cancelled and returned out).
    expect(body.rows[0]).toMatchObject({
      name: 'Riya Sharma',
      gender: 'Female',
      ordersCount: 3,
      totalSpend: 5100,
    });
    expect(body.rows[1]).toMatchObject({ gender: 'Unknown', ordersCount: 1, totalSpend: 30000 });
    const one = await list('/api/admin/users?limit=1&page=2');
    expect(one).toMatchObject({ total: 2, rows: [{ id: quiet.id }] });
  });

  it('searches by name or e-mail', async () => {
    expect(idsOf((await list('/api/admin/users?search=riya')).rows)).toEqual([buyer.id]);
    expect(idsOf((await list('/api/admin/users?search=QUIET%40example')).rows)).toEqual([quiet.id]);
    expect(await list('/api/admin/users?search=nobody')).toEqual({ rows: [], total: 0 });
    expect((await get('/api/admin/users?limit=7&extra=1')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('answers profile, reviews, orders, items, transactions and figures', async () => {
    const res = await get(`/api/admin/users/${buyer.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      id: buyer.id,
      name: 'Riya Sharma',
      email: 'riya.sharma@example.in',
      gender: 'Female',
      phone: '9876543210',
    });
    expect(
      body.user.reviews.map((r: { product: { name: string }; rating: number }) => [r.product.name, r.rating]),
    ).toEqual([
      ['Beta Phone', 4],
      ['Alpha Phone', 5],
    ]);
    expect(body.user.reviews[1]).toMatchObject({
      productId: aPhone.id,
      product: { id: aPhone.id, name: 'Alpha Phone' },
      content: 'Brilliant phone, fast delivery.',
      user: { name: 'Riya Sharma' },
    });
    // Paid orders only, newest first; total is the amount charged.
    expect(body.user.orders.map((o: { total: number; items: number }) => [o.total, o.items])).toEqual([
      [2600, 2],
      [2700, 1],
      [3800, 2],
    ]);
    expect(body.orderItems).toHaveLength(5);
    expect(
      body.orderItems.some(
        (i: { id: number; status: string }) => i.id === cancelledItem && i.status === 'Cancelled',
      ),
    ).toBe(true);
    // Spend 4500 + 600 over the 3 orders that kept a sold item; 10 units returned once.
    expect(body).toMatchObject({ totalSpend: 5100, itemsPurchased: 8, returns: 1, avgOrderValue: 1700 });
    const refund = body.transactions.find((x: { type: string }) => x.type === 'Refund');
    expect(refund).toMatchObject({
      orderId: refundedOrder,
      amount: 2000,
      reference: 'rfnd_test_1',
      status: 'processed',
    });
    expect(body.transactions.filter((x: { type: string }) => x.type === 'Payment')).toHaveLength(3);
    expect(new Set(body.transactions.map((x: { key: string }) => x.key)).size).toBe(4);
  });

  it("defaults the gender to 'Unknown' and answers empty lists", async () => {
    const fresh = await t.buyer({ name: 'New Buyer' });
    const body = (await get(`/api/admin/users/${fresh.id}`)).json();
    expect(body.user).toMatchObject({ gender: 'Unknown', reviews: [], orders: [] });
    expect(body).toMatchObject({
      totalSpend: 0,
      itemsPurchased: 0,
      returns: 0,
      avgOrderValue: 0,
      orderItems: [],
      transactions: [],
    });
  });

  it('404 NotFound for an unknown buyer', async () => {
    const res = await get('/api/admin/users/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ flag: 'NotFound', error: ADMIN_PEOPLE_MESSAGES.buyerNotFound });
  });
});

describe('GET /api/admin/admins', () => {
  it('lists every admin, oldest first, with id, name, email and createdAt only', async () => {
    const body = await list('/api/admin/admins');
    expect(body.total).toBe(2);
    expect(body.rows).toEqual([
      {
        id: firstAdmin.id,
        name: 'Meera Admin',
        email: 'meera@electrohub.test',
        createdAt: '2025-01-05T10:00:00.000Z',
      },
      {
        id: secondAdmin.id,
        name: 'Kabir Admin',
        email: 'kabir@electrohub.test',
        createdAt: '2025-03-01T10:00:00.000Z',
      },
    ]);
  });
});

describe('buyerFigures', () => {
  it('averages over orders that kept a sold item', () => {
    expect(
      buyerFigures([
        { orderId: 1, quantity: 1, total: 100, status: 'Delivered' },
        { orderId: 1, quantity: 2, total: 50.5, status: 'Shipped' },
        { orderId: 2, quantity: 1, total: 999, status: 'Cancelled' },
        { orderId: 3, quantity: 1, total: 10, status: 'OrderConfirmed' },
        { orderId: 4, quantity: 1, total: 70, status: 'Returned' },
      ]),
    ).toEqual({ totalSpend: 160.5, itemsPurchased: 4, returns: 1, avgOrderValue: 80.25 });
  });
});

describe('secrets', () => {
  it('no answer carries a password, answer, hash or token key anywhere', async () => {
    // Every 200 answer of this file was collected by `get`.
    expect(answers.length).toBeGreaterThan(15);
    const keys = allKeys(answers);
    for (const secret of SECRET_KEYS) expect(keys.has(secret), secret).toBe(false);
    for (const key of keys) expect(key).not.toMatch(/password|answer|hash|token/i);
    expect(JSON.stringify(answers)).not.toMatch(/\$argon2/);
  });
});
