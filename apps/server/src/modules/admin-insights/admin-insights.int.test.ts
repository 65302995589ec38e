import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_INSIGHTS_MESSAGES } from '@electrohub/shared/admin-insights';
import { TOTAL_COUNT_HEADER } from '@electrohub/shared/paging';
import { auditLog, orders, products, reviews } from '../../db/schema/index.ts';
import { allKeys, expectAdminOnly, SECRET_KEYS } from '../../../test/helpers.ts';
import { createCategory } from '../../../test/factories.ts';
import { createOrderFixture } from '../../../test/fixtures/orders.ts';
import { useTestApp } from '../../../test/api.ts';
import { addDays, localDay, zonedMidnight } from '../../lib/time-zone.ts';

let admin: string;
let buyerCookie: string;
let sellerCookie: string;
const ids = {} as Record<
  | 'phone'
  | 'laptop'
  | 'tablet'
  | 'old'
  | 'gone'
  | 'A'
  | 'B'
  | 'C'
  | 'D'
  | 'E'
  | 'F'
  | 'G'
  | 'pending'
  | 'adminId',
  number
>;
let sellerOne = '';
const ZONE = 'Asia/Kolkata';
const t = useTestApp({ env: { STORE_TIMEZONE: ZONE } });
const DAY = 24 * 60 * 60 * 1000;

/**
 * The data every figure below is checked against (rupees):
 * counted items A phone×2 Delivered 1800, B laptop Shipped 50000, C phone 40 days ago 900, D deleted product
 * Delivered 500, E phone Delivered 00:30 IST today 900; not counted F phone Cancelled, G tablet Returned,
 * and an unpaid phone item that never shows.
 */
beforeAll(async () => {
  const db = t.app.db;
  await createCategory(db, { name: 'Phones' });
  await createCategory(db, { name: 'Laptops' });
  await createCategory(db, { name: 'Empty Cat' });
  const s1 = await t.seller({ name: 'Volt Traders' });
  const s2 = await t.seller({ name: 'Aura Retail' });
  sellerOne = s1.name;
  const ravi = await t.buyer({ name: 'Ravi Kumar' });
  const meera = await t.buyer({ name: 'Meera Nair' });
  const adminRow = await t.admin();
  ids.adminId = adminRow.id;
  admin = adminRow.cookie;
  buyerCookie = ravi.cookie;
  sellerCookie = s1.cookie;

  const phone = await t.product({
    sellerId: s1.id,
    categoryName: 'Phones',
    name: 'Volt Phone X',
    price: 1000,
    offerPercentage: 10,
    stock: 5,
  });
  const laptop = await t.product({
    sellerId: s1.id,
    categoryName: 'Laptops',
    name: 'Volt Book Pro',
    price: 50000,
    stock: 0,
    status: 'OutOfStock',
  });
  const tablet = await t.product({
    sellerId: s2.id,
    categoryName: 'Laptops',
    name: 'Aura Tab',
    price: 2000,
    stock: 3,
    status: 'Inactive',
  });
  const old = await t.product({
    sellerId: s2.id,
    categoryName: 'Phones',
    name: 'Retro Phone',
    stock: 2,
    status: 'Discontinued',
  });
  const gone = await t.product({
    sellerId: s2.id,
    categoryName: 'Phones',
    name: 'Ghost Buds',
    price: 500,
  });
  for (let i = 1; i <= 8; i++)
    await t.product({
      sellerId: s2.id,
      categoryName: 'Laptops',
      name: `Filler ${i}`,
      price: 100 * i,
    });
  Object.assign(ids, { phone: phone.id, laptop: laptop.id, tablet: tablet.id, old: old.id, gone: gone.id });

  const rich = {
    name: 'Ravi Kumar',
    email: 'ravi@example.in',
    phone: '9812345678',
    address: '7 Park Street, Kolkata',
  };
  const o1 = await createOrderFixture(db, {
    userId: ravi.id,
    buyer: rich,
    items: [
      { product: phone, quantity: 2, status: 'Delivered' },
      { product: laptop, status: 'Shipped' },
    ],
  });
  const meeraBuyer = { name: 'Meera Nair', email: 'meera@example.in', phone: '9898989898', address: 'Kochi' };
  const o2 = await createOrderFixture(db, {
    userId: meera.id,
    buyer: meeraBuyer,
    createdAt: new Date(Date.now() - 60_000),
    items: [
      { product: phone, status: 'Cancelled' },
      { product: tablet, status: 'Returned' },
    ],
  });
  const o3 = await createOrderFixture(db, {
    userId: ravi.id,
    buyer: rich,
    createdAt: new Date(Date.now() - 40 * DAY),
    items: [{ product: phone, status: 'OrderConfirmed' }],
  });
  const o4 = await createOrderFixture(db, {
    userId: ravi.id,
    items: [{ product: phone, status: 'PaymentPending' }],
  });
  const o5 = await createOrderFixture(db, {
    userId: meera.id,
    buyer: meeraBuyer,
    createdAt: new Date(Date.now() - 120_000),
    items: [{ product: gone, status: 'Delivered' }],
  });
  // 00:30 in India today: the previous day in UTC, so only zone-aware bucketing puts it on today.
  const halfPastMidnight = new Date(zonedMidnight(localDay(new Date(), ZONE), ZONE).getTime() + 30 * 60_000);
  const o7 = await createOrderFixture(db, {
    userId: ravi.id,
    createdAt: halfPastMidnight,
    items: [{ product: phone, status: 'Delivered' }],
  });
  // A customer nobody knows any more: no shipping name, buyer account gone.
  await db
    .update(orders)
    .set({ shippingName: null, shippingAddress: null, shippingPhone: null, userId: null })
    .where(eq(orders.id, o7.order.id));
  await db.delete(products).where(eq(products.id, gone.id));
  await db
    .insert(reviews)
    .values({ productId: phone.id, userId: ravi.id, rating: 4, content: 'Great phone, lasts two days.' });
  await db
    .insert(reviews)
    .values({ productId: tablet.id, userId: meera.id, rating: 2, content: 'Screen too dim outdoors.' });

  Object.assign(ids, {
    A: o1.items[0]!.id,
    B: o1.items[1]!.id,
    F: o2.items[0]!.id,
    G: o2.items[1]!.id,
    C: o3.items[0]!.id,
    pending: o4.items[0]!.id,
    D: o5.items[0]!.id,
    E: o7.items[0]!.id,
  });
});

const get = (url: string, cookie = admin) => t.get(url, cookie);
const setStatus = (id: number, payload: unknown, cookie = admin) =>
  t.send('PATCH', `/api/admin/products/updateStatus/${id}`, cookie, payload);
/** The `X-Total-Count` of a paged list's answer. */
const totalOf = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
/** A product image as answered: its id and its URL, made absolute by the serializer. */
const img = (productId: number, i: number) => ({
  id: expect.any(Number),
  url: expect.stringMatching(new RegExp(`^https?://[^/]+/media/products/${productId}-${i}-800\\.webp$`)),
});
/** A test for each of `queries`: the list at `path` refuses it with 400 `ValidationError`. */
const itRefusesQueries = (path: string, queries: string[]) =>
  it.each(queries)('refuses the query %s with 400', async (q) => {
    const res = await get(`${path}?${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().flag).toBe('ValidationError');
  });
const noSecrets = (body: unknown) =>
  expect([...allKeys(body)].filter((k) => SECRET_KEYS.includes(k))).toEqual([]);

describe('every route needs the admin session', () => {
  const routes = [
    ['GET', '/api/admin/sales'],
    ['GET', '/api/admin/cms/categories/productCount'],
    ['GET', '/api/admin/products/topselling/5'],
    ['GET', '/api/admin/products'],
    ['GET', '/api/admin/products?limit=0'],
    ['GET', '/api/admin/products/productStats'],
    ['GET', '/api/admin/products/1'],
    ['PATCH', '/api/admin/products/updateStatus/1'],
    ['GET', '/api/admin/orders'],
    ['GET', '/api/admin/orders?status=Bogus'],
    ['GET', '/api/admin/orders/1'],
  ] as const;
  it.each(routes)(
    '%s %s: 401 NoAdminTokenProvided without one, with a buyer or a seller cookie',
    async (method, url) => {
      const payload = method === 'PATCH' ? { status: 'Inactive' } : undefined;
      await expectAdminOnly(t.app, { method, url, payload }, [buyerCookie, sellerCookie]);
    },
  );
});

describe('dashboard', () => {
  it('GET /api/admin/sales: counted items and rupees, this month, accounts, 7 zone-bucketed days', async () => {
    const res = await get('/api/admin/sales');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const today = localDay(new Date(), ZONE);
    expect(body).toEqual({
      orders: 5,
      sales: 1800 + 50000 + 900 + 500 + 900,
      monthlyOrders: 4,
      sellers: 2,
      users: 2,
      weeklySales: Array.from({ length: 7 }, (_, i) => {
        const date = addDays(today, i - 6);
        return { date, sales: date === today ? 1800 + 50000 + 500 + 900 : 0 };
      }),
    });
  });

  it('GET /api/admin/cms/categories/productCount: every category, Discontinued left out, most first', async () => {
    const res = await get('/api/admin/cms/categories/productCount');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { name: 'Laptops', productCount: 10 },
      { name: 'Phones', productCount: 1 },
      { name: 'Empty Cat', productCount: 0 },
    ]);
    expect(totalOf(res)).toBe(3);
    const second = await get('/api/admin/cms/categories/productCount?page=2&limit=2');
    expect(second.json()).toEqual([{ name: 'Empty Cat', productCount: 0 }]);
    expect(totalOf(second)).toBe(3);
    const past = await get('/api/admin/cms/categories/productCount?page=5&limit=2');
    expect(past.json()).toEqual([]);
    expect(totalOf(past)).toBe(3);
  });

  it('GET /api/admin/products/topselling/5: { products } with counted order items, deleted and unsold left out', async () => {
    const res = await get('/api/admin/products/topselling/5');
    expect(res.statusCode).toBe(200);
    expect(res.json().products).toEqual([
      {
        id: ids.phone,
        name: 'Volt Phone X',
        price: 1000,
        offerPercentage: 10,
        images: [img(ids.phone, 0), img(ids.phone, 1), img(ids.phone, 2)],
        orderItems: 3,
        _count: { orderItems: 3 },
        unitsSold: 4,
      },
      {
        id: ids.laptop,
        name: 'Volt Book Pro',
        price: 50000,
        offerPercentage: 0,
        images: [img(ids.laptop, 0), img(ids.laptop, 1), img(ids.laptop, 2)],
        orderItems: 1,
        _count: { orderItems: 1 },
        unitsSold: 1,
      },
    ]);
    // The dashboard written to the calls table reads `data.products` (issue 20).
    expect(Object.keys(res.json())).toEqual(['products']);
    expect((await get('/api/admin/products/topselling/1')).json().products).toHaveLength(1);
    expect((await get('/api/admin/products/topselling/0')).statusCode).toBe(400);
  });
});

describe('products', () => {
  it('GET /api/admin/products/productStats: a partition of every product, categories of any status', async () => {
    const res = await get('/api/admin/products/productStats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalProducts: 12,
      inStock: 10,
      outOfStock: 1,
      discontinued: 1,
      categories: 3,
      categoryCounts: [
        { name: 'Laptops', productCount: 10 },
        { name: 'Phones', productCount: 2 },
        { name: 'Empty Cat', productCount: 0 },
      ],
    });
  });

  it('GET /api/admin/products: pages of 7 by id (every row without paging), every status, with the total', async () => {
    const res = await get('/api/admin/products?limit=7');
    expect(res.statusCode).toBe(200);
    expect(totalOf(res)).toBe(12);
    const rows = res.json<{ id: number; status: string }[]>();
    expect(rows).toHaveLength(7);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => a - b));
    expect(rows.map((r) => r.status)).toEqual(
      expect.arrayContaining(['Active', 'OutOfStock', 'Inactive', 'Discontinued']),
    );
    expect(rows[0]).toEqual({
      id: ids.phone,
      name: 'Volt Phone X',
      description: 'A test product with a good battery and a bright display.',
      price: 1000,
      offerPercentage: 10,
      sellingPrice: 900,
      stock: 5,
      status: 'Active',
      categoryName: 'Phones',
      images: [img(ids.phone, 0), img(ids.phone, 1), img(ids.phone, 2)],
      seller: { id: expect.any(Number), name: 'Volt Traders' },
    });
    const second = await get('/api/admin/products?page=2&limit=7');
    expect(second.json()).toHaveLength(5);
    expect(totalOf(second)).toBe(12);
    const past = await get('/api/admin/products?page=9&limit=7');
    expect(past.json()).toEqual([]);
    expect(totalOf(past)).toBe(12);
    expect((await get('/api/admin/products?limit=20')).json()).toHaveLength(12);
    expect((await get('/api/admin/products')).json()).toHaveLength(12);
  });

  it('filters by category and searches names case-insensitively, wildcards taken literally', async () => {
    const phones = await get('/api/admin/products?category=Phones');
    expect(totalOf(phones)).toBe(2);
    expect(phones.json().map((p: { id: number }) => p.id)).toEqual([ids.phone, ids.old]);
    const volt = (await get('/api/admin/products?search=VOLT')).json();
    expect(volt.map((p: { name: string }) => p.name)).toEqual(['Volt Phone X', 'Volt Book Pro']);
    const both = (await get('/api/admin/products?search=volt&category=Laptops')).json();
    expect(both.map((p: { name: string }) => p.name)).toEqual(['Volt Book Pro']);
    expect(totalOf(await get('/api/admin/products?search=%25'))).toBe(0);
    expect(totalOf(await get('/api/admin/products?search=_'))).toBe(0);
    const nothing = await get('/api/admin/products?category=Nothing');
    expect(nothing.json()).toEqual([]);
    expect(totalOf(nothing)).toBe(0);
  });

  itRefusesQueries('/api/admin/products', [
    'limit=0',
    'limit=1001',
    'page=0',
    'page=x',
    'sort=price',
    `search=${'x'.repeat(101)}`,
  ]);

  it('GET /api/admin/products/{id}: any status, seller, images, reviews with reviewer names, no private fields', async () => {
    const res = await get(`/api/admin/products/${ids.phone}`);
    expect(res.statusCode).toBe(200);
    const product = res.json();
    expect(product).toMatchObject({
      id: ids.phone,
      name: 'Volt Phone X',
      price: 1000,
      sellingPrice: 900,
      status: 'Active',
      categoryName: 'Phones',
      seller: { name: 'Volt Traders' },
      unitsSold: 4,
      totalSales: 1800 + 900 + 900,
      productInfo: { brand: 'Testo', details: [{ key: 'RAM', value: '8 GB' }] },
    });
    expect(product.images).toHaveLength(3);
    expect(product.reviews).toEqual([
      expect.objectContaining({
        rating: 4,
        content: 'Great phone, lasts two days.',
        user: { name: 'Ravi Kumar', pfp: null },
      }),
    ]);
    noSecrets(res.json());
    expect((await get(`/api/admin/products/${ids.old}`)).json().status).toBe('Discontinued');
  });

  it('GET /api/admin/products/{id}: 404 NotFound for an unknown product, 400 for a bad id', async () => {
    const res = await get('/api/admin/products/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ flag: 'NotFound', error: ADMIN_INSIGHTS_MESSAGES.productNotFound });
    expect((await get(`/api/admin/products/${ids.gone}`)).statusCode).toBe(404);
    expect((await get('/api/admin/products/abc')).statusCode).toBe(400);
  });
});

describe('orders', () => {
  it('GET /api/admin/orders: paid items newest first, every one without paging, figures over all of them', async () => {
    const res = await get('/api/admin/orders');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ orders: 7, returns: 1, fulfilledOrders: 3, total: 7, page: 1, limit: 1000 });
    const rows = body.orderItems as { id: number }[];
    expect(rows.map((r) => r.id)).not.toContain(ids.pending);
    // C is 40 days old: last.
    expect(rows.at(-1)!.id).toBe(ids.C);
    const a = body.orderItems.find((r: { id: number }) => r.id === ids.A);
    expect(a).toEqual({
      id: ids.A,
      orderId: expect.any(Number),
      productId: ids.phone,
      product: {
        id: ids.phone,
        name: 'Volt Phone X',
        price: 1000,
        offerPercentage: 10,
        images: [img(ids.phone, 0), img(ids.phone, 1), img(ids.phone, 2)],
        seller: { id: expect.any(Number), name: sellerOne },
      },
      customerName: 'Ravi Kumar',
      quantity: 2,
      total: 1800,
      status: 'Delivered',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const d = body.orderItems.find((r: { id: number }) => r.id === ids.D);
    expect(d).toMatchObject({ productId: null, product: null, customerName: 'Meera Nair', total: 500 });
    const e = body.orderItems.find((r: { id: number }) => r.id === ids.E);
    expect(e.customerName).toBeNull();
    noSecrets(body);
  });

  it('pages: limit and page, the figures unchanged by paging and filters', async () => {
    const p1 = (await get('/api/admin/orders?limit=5')).json();
    const p2 = (await get('/api/admin/orders?limit=5&page=2')).json();
    expect(p1.orderItems).toHaveLength(5);
    expect(p2.orderItems).toHaveLength(2);
    expect(new Set([...p1.orderItems, ...p2.orderItems].map((r: { id: number }) => r.id)).size).toBe(7);
    expect((await get('/api/admin/orders?limit=5&page=4')).json()).toMatchObject({
      orderItems: [],
      total: 7,
    });
    const delivered = (await get('/api/admin/orders?status=Delivered')).json();
    expect(delivered).toMatchObject({ orders: 7, returns: 1, fulfilledOrders: 3, total: 3 });
  });

  it.each([
    ['Delivered', ['A', 'D', 'E']],
    ['Shipped', ['B']],
    ['Cancelled', ['F']],
    ['Returned', ['G']],
    ['OrderConfirmed', ['C']],
  ] as const)('status=%s matches exactly its items', async (status, keys) => {
    const body = (await get(`/api/admin/orders?status=${status}`)).json();
    expect(body.orderItems.map((r: { id: number }) => r.id).sort()).toEqual(keys.map((k) => ids[k]).sort());
  });

  it('searches product names (the checkout snapshot for deleted ones) and customer names', async () => {
    const ids_ = async (q: string) =>
      ((await get(`/api/admin/orders?search=${encodeURIComponent(q)}`)).json().orderItems as { id: number }[])
        .map((r) => r.id)
        .sort();
    expect(await ids_('meera')).toEqual([ids.D, ids.F, ids.G].sort());
    expect(await ids_('aura tab')).toEqual([ids.G]);
    expect(await ids_('Ghost')).toEqual([ids.D]);
    expect(await ids_('book')).toEqual([ids.B]);
    expect(await ids_(`#${ids.C}`)).toEqual([ids.C]);
    expect(await ids_('nobody-like-this')).toEqual([]);
    const combined = (await get('/api/admin/orders?search=ravi&status=Shipped')).json();
    expect(combined.orderItems.map((r: { id: number }) => r.id)).toEqual([ids.B]);
    expect(combined.total).toBe(1);
  });

  itRefusesQueries('/api/admin/orders', ['status=Returnred', 'status=PaymentPending', 'limit=1001', 'foo=1']);

  it('GET /api/admin/orders/{id}: product, seller figures, shipping details and the stored timeline', async () => {
    const res = await get(`/api/admin/orders/${ids.A}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: ids.A,
      status: 'Delivered',
      quantity: 2,
      total: 1800,
      product: {
        id: ids.phone,
        name: 'Volt Phone X',
        price: 1000,
        offerPercentage: 10,
        seller: { name: sellerOne },
      },
      // Reviews of Volt Traders' products: one of 4 stars.
      sellerAverageRating: 4,
      // A, B, C, E, F: the seller's paid items of any status; the unpaid one is not counted.
      totalSellerOrders: 5,
      user: { name: 'Ravi Kumar', address: '7 Park Street, Kolkata', phone: '9812345678' },
    });
    expect(body.product.images).toHaveLength(3);
    expect(body.product.images[0]).toEqual(img(ids.phone, 0));
    expect(body.statusHistory.map((h: { status: string }) => h.status)).toEqual([
      'OrderConfirmed',
      'Shipped',
      'Delivered',
    ]);
    noSecrets(body);
  });

  it('a deleted product: product and seller figures null; an unknown customer: user null', async () => {
    const d = (await get(`/api/admin/orders/${ids.D}`)).json();
    expect(d).toMatchObject({
      product: null,
      sellerAverageRating: null,
      totalSellerOrders: null,
      user: { name: 'Meera Nair' },
    });
    const e = (await get(`/api/admin/orders/${ids.E}`)).json();
    expect(e.user).toBeNull();
    const g = (await get(`/api/admin/orders/${ids.G}`)).json();
    expect(g.product.seller.name).toBe('Aura Retail');
    expect(g.sellerAverageRating).toBe(2);
    expect(g.statusHistory.map((h: { status: string }) => h.status)).toEqual([
      'OrderConfirmed',
      'Shipped',
      'Delivered',
      'Returned',
    ]);
  });

  it('404 NotFound for unknown and unpaid items', async () => {
    for (const id of [999999, ids.pending]) {
      const res = await get(`/api/admin/orders/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ flag: 'NotFound', error: ADMIN_INSIGHTS_MESSAGES.orderNotFound });
    }
  });
});

describe('PATCH /api/admin/products/updateStatus/{id}', () => {
  const statusOf = async (id: number) =>
    (await t.app.db.select({ s: products.status }).from(products).where(eq(products.id, id)))[0]!.s;

  it('sets Active, Inactive or OutOfStock and records admin.product-status in the audit log', async () => {
    const res = await setStatus(ids.phone, { status: 'Inactive' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: ADMIN_INSIGHTS_MESSAGES.statusUpdated,
      product: { id: ids.phone, status: 'Inactive' },
    });
    expect(await statusOf(ids.phone)).toBe('Inactive');
    expect((await setStatus(ids.phone, { status: 'OutOfStock' })).statusCode).toBe(200);
    expect((await setStatus(ids.phone, { status: 'Active' })).statusCode).toBe(200);
    expect(await statusOf(ids.phone)).toBe('Active');
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.product-status'), eq(auditLog.actorId, ids.adminId)));
    expect(rows.map((r) => r.detail)).toEqual([
      `product #${ids.phone}: Active → Inactive`,
      `product #${ids.phone}: Inactive → OutOfStock`,
      `product #${ids.phone}: OutOfStock → Active`,
    ]);
    expect(rows.every((r) => r.actorType === 'admin')).toBe(true);
  });

  it.each([{ status: 'Discontinued' }, { status: 'Bogus' }, {}, { status: 'Active', stock: 9 }])(
    'refuses the body %j with 400 and changes nothing',
    async (body) => {
      const res = await setStatus(ids.tablet, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().flag).toBe('ValidationError');
      expect(await statusOf(ids.tablet)).toBe('Inactive');
    },
  );

  it('the status message names the allowed values', async () => {
    const res = await setStatus(ids.tablet, { status: 'Discontinued' });
    expect(res.json().issues).toEqual([{ path: 'status', message: ADMIN_INSIGHTS_MESSAGES.statusRequired }]);
  });

  it('409 for a Discontinued product and for Active without stock', async () => {
    const old = await setStatus(ids.old, { status: 'Active' });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({
      flag: 'InvalidStatusTransition',
      error: ADMIN_INSIGHTS_MESSAGES.discontinuedLocked,
    });
    expect(await statusOf(ids.old)).toBe('Discontinued');
    const empty = await setStatus(ids.laptop, { status: 'Active' });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error).toBe(ADMIN_INSIGHTS_MESSAGES.activeNeedsStock);
    expect(await statusOf(ids.laptop)).toBe('OutOfStock');
    expect((await setStatus(ids.laptop, { status: 'Inactive' })).statusCode).toBe(200);
  });

  it('404 for an unknown product; nothing changes for a buyer or seller', async () => {
    expect((await setStatus(999999, { status: 'Active' })).statusCode).toBe(404);
    for (const cookie of [buyerCookie, sellerCookie]) {
      expect((await setStatus(ids.tablet, { status: 'Active' }, cookie)).statusCode).toBe(401);
    }
    expect(await statusOf(ids.tablet)).toBe('Inactive');
  });
});
