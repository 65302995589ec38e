import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { arrangeBehindTheApp, allKeys, SECRET_KEYS } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/api.ts';
import { createBuyer, createCategory, createProduct, createSeller } from '../../../test/factories.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  banners,
  orderItems,
  orders,
  productCarouselItems,
  products,
  reviews,
} from '../../db/schema/index.ts';

const t = useTestApp();
let db: DbOrTx;
beforeAll(async () => {
  // Also run with the answer cache on (catalog-with-cache.int.test.ts): data arranged here is read at once.
  db = arrangeBehindTheApp(t.app.db);
});

const uid = () => randomBytes(3).toString('hex');
const get = async (url: string) => {
  const res = await t.get(url);
  return { status: res.statusCode, body: res.json() };
};
const ids = (list: { id: number }[]) => list.map((p) => p.id);
/** Answers carry absolute media URLs (decision 024); the database keeps the path. */
const media = (path: string) => `${t.config.mediaBaseUrl}${path}`;

/** A category of its own so each test sees only its products. */
async function freshCategory() {
  return createCategory(db, { name: `Cat ${uid()}` });
}

/** Order lines of a seller's product in a given status, `daysAgo` days back. */
async function sell(
  sellerId: number,
  productId: number,
  quantity: number,
  status: (typeof orderItems.$inferInsert)['status'],
  daysAgo = 1,
) {
  const buyer = await createBuyer(db);
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  const [order] = await db
    .insert(orders)
    .values({
      userId: buyer.id,
      status: 'Paid',
      amountPaise: 100_000 * quantity,
      provider: 'test',
      providerOrderId: `order_${uid()}`,
      expiresAt: at,
      paidAt: at,
      createdAt: at,
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId,
    sellerId,
    quantity,
    unitPricePaise: 100_000,
    totalPaise: 100_000 * quantity,
    productName: 'x',
    status,
    createdAt: at,
  });
}

async function review(productId: number, rating: number, content = 'Works well for me, recommended.') {
  const buyer = await createBuyer(db, { name: `Reviewer ${uid()}`, pfp: '/media/users/r-800.webp' });
  const [row] = await db.insert(reviews).values({ productId, userId: buyer.id, rating, content }).returning();
  return { review: row!, buyer };
}

describe('GET /api/categories/6 and /all', () => {
  it('answers name and imageUrl; 6 gives the first six by id, all gives every category', async () => {
    const made = [];
    for (let i = 0; i < 8; i++)
      made.push(
        await createCategory(db, {
          name: `Cats ${i} ${uid()}`,
          imageUrl: `/media/categories/c${i}-800.webp`,
        }),
      );
    const six = await get('/api/categories/6');
    expect(six.status).toBe(200);
    expect(six.body).toHaveLength(6);
    expect(six.body[0]).toMatchObject({ name: expect.any(String), imageUrl: expect.any(String) });
    const all = await get('/api/categories/all');
    expect(all.body.length).toBeGreaterThanOrEqual(8);
    expect(all.body.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(made.map((c) => c.name)),
    );
    expect(six.body).toEqual(all.body.slice(0, 6));
  });
});

describe('GET /api/user/products', () => {
  it('pages by 12 by default: page 1 full, the last page short, total counts all', async () => {
    const seller = await createSeller(db);
    const cat = await freshCategory();
    for (let i = 0; i < 14; i++)
      await createProduct(db, { sellerId: seller.id, categoryName: cat.name, images: 1 });
    const p1 = await get(`/api/user/products?category=${encodeURIComponent(cat.name)}`);
    expect(p1.status).toBe(200);
    expect(p1.body).toMatchObject({ page: 1, limit: 12, total: 14 });
    expect(p1.body.products).toHaveLength(12);
    const p2 = await get(`/api/user/products?page=2&limit=12&category=${encodeURIComponent(cat.name)}`);
    expect(p2.body.products).toHaveLength(2);
    expect(new Set([...ids(p1.body.products), ...ids(p2.body.products)]).size).toBe(14);
    const p3 = await get(`/api/user/products?page=3&category=${encodeURIComponent(cat.name)}`);
    expect(p3.body.products).toEqual([]);
  });

  it('answers the product card shape, price in rupees and images in order', async () => {
    const seller = await createSeller(db);
    const cat = await freshCategory();
    const p = await createProduct(db, {
      sellerId: seller.id,
      categoryName: cat.name,
      price: 1499.5,
      offerPercentage: 20,
      images: 3,
    });
    const { body } = await get(`/api/user/products?category=${encodeURIComponent(cat.name)}`);
    expect(body.products[0]).toEqual({
      id: p.id,
      name: p.name,
      price: 1499.5,
      offerPercentage: 20,
      images: [0, 1, 2].map((i) => ({
        id: expect.any(Number),
        url: media(`/media/products/${p.id}-${i}-800.webp`),
      })),
      categoryName: cat.name,
      status: 'Active',
      averageRating: 0,
      reviewCount: 0,
      sellerId: seller.id,
      description: p.description,
      productInfo: { brand: p.brand, details: p.details },
      reviews: [],
    });
  });

  it('gives each listed product its newest 10 reviews in full, then every older rating as { id, rating }', async () => {
    const seller = await createSeller(db);
    const cat = await freshCategory();
    const many = await createProduct(db, { sellerId: seller.id, categoryName: cat.name });
    const one = await createProduct(db, { sellerId: seller.id, categoryName: cat.name });
    const made = [];
    for (let i = 0; i < 12; i++) {
      const r = await review(many.id, 5 - (i % 5), `Review number ${i} of many.`);
      await db
        .update(reviews)
        .set({ createdAt: new Date(Date.now() - (12 - i) * 60_000) })
        .where(eq(reviews.id, r.review.id));
      made.push(r.review.id);
    }
    const single = await review(one.id, 3);
    await db.update(products).set({ ratingAvg: 320, ratingCount: 12 }).where(eq(products.id, many.id));
    const { body } = await get(`/api/user/products?category=${encodeURIComponent(cat.name)}`);
    const [first, second] = body.products;
    expect(first.id).toBe(many.id);
    // Every review, newest first: a client computing stars and count from `reviews` gets them right (issue 20).
    expect(ids(first.reviews)).toEqual([...made].reverse());
    expect(first.reviews.slice(10)).toEqual([
      { id: made[1], rating: 4 },
      { id: made[0], rating: 5 },
    ]);
    const ratings = first.reviews.map((r: { rating: number }) => r.rating);
    expect(ratings.reduce((a: number, b: number) => a + b, 0) / ratings.length).toBe(39 / 12);
    expect(first).toMatchObject({ averageRating: 3.2, reviewCount: 12 });
    expect(first.reviews[0]).toEqual({
      id: made[11],
      rating: expect.any(Number),
      content: 'Review number 11 of many.',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      user: { name: expect.stringMatching(/^Reviewer /), pfp: media('/media/users/r-800.webp') },
    });
    expect(ids(second.reviews)).toEqual([single.review.id]);
    // Related products and the seller page carry the same list items.
    const related = await get(
      `/api/user/products/relatedproducts/${encodeURIComponent(cat.name)}?exclude=${one.id}`,
    );
    expect(ids(related.body.products[0].reviews)).toEqual([...made].reverse());
    const page = await get(`/api/user/sellers/${seller.id}`);
    const onPage = page.body.seller.products.find((p: { id: number }) => p.id === many.id);
    expect(onPage).toMatchObject({ description: many.description, productInfo: { brand: many.brand } });
    expect(onPage.reviews).toHaveLength(12);
    expect(onPage.reviews.filter((r: { content?: string }) => r.content !== undefined)).toHaveLength(10);
  });

  it('shows only Active and OutOfStock products', async () => {
    const seller = await createSeller(db);
    const cat = await freshCategory();
    const active = await createProduct(db, { sellerId: seller.id, categoryName: cat.name, status: 'Active' });
    const out = await createProduct(db, {
      sellerId: seller.id,
      categoryName: cat.name,
      status: 'OutOfStock',
      stock: 0,
    });
    await createProduct(db, { sellerId: seller.id, categoryName: cat.name, status: 'Inactive' });
    await createProduct(db, { sellerId: seller.id, categoryName: cat.name, status: 'Discontinued' });
    const { body } = await get(`/api/user/products?category=${encodeURIComponent(cat.name)}`);
    expect(ids(body.products)).toEqual([active.id, out.id]);
    expect(body.total).toBe(2);
  });

  it('filters by category; an unknown category is an empty list', async () => {
    const seller = await createSeller(db);
    const a = await freshCategory();
    const b = await freshCategory();
    const pa = await createProduct(db, { sellerId: seller.id, categoryName: a.name });
    await createProduct(db, { sellerId: seller.id, categoryName: b.name });
    const { body } = await get(`/api/user/products?category=${encodeURIComponent(a.name)}`);
    expect(ids(body.products)).toEqual([pa.id]);
    const none = await get('/api/user/products?category=Nothing%20Here');
    expect(none.body).toMatchObject({ products: [], total: 0 });
  });

  it('sorts by id, newest, selling price both ways and rating', async () => {
    const seller = await createSeller(db);
    const cat = await freshCategory();
    const q = `category=${encodeURIComponent(cat.name)}`;
    // Selling prices: a 900, b 500 (1000 at 50%), c 700; created c newest, then a, then b.
    const a = await createProduct(db, {
      sellerId: seller.id,
      categoryName: cat.name,
      price: 900,
      createdAt: new Date(Date.now() - 2000),
    });
    const b = await createProduct(db, {
      sellerId: seller.id,
      categoryName: cat.name,
      price: 1000,
      offerPercentage: 50,
      createdAt: new Date(Date.now() - 5000),
    });
    const c = await createProduct(db, {
      sellerId: seller.id,
      categoryName: cat.name,
      price: 700,
      createdAt: new Date(),
    });
    await db.update(products).set({ ratingAvg: 450, ratingCount: 2 }).where(eq(products.id, b.id));
    await db.update(products).set({ ratingAvg: 450, ratingCount: 9 }).where(eq(products.id, c.id));
    await db.update(products).set({ ratingAvg: 300, ratingCount: 20 }).where(eq(products.id, a.id));
    const order = async (sort: string) =>
      ids((await get(`/api/user/products?${q}&sort=${sort}`)).body.products);
    expect(await order('default')).toEqual([a.id, b.id, c.id]);
    expect(await order('newest')).toEqual([c.id, a.id, b.id]);
    expect(await order('price_asc')).toEqual([b.id, c.id, a.id]);
    expect(await order('price_desc')).toEqual([a.id, c.id, b.id]);
    expect(await order('top_rated')).toEqual([c.id, b.id, a.id]);
    const bad = await get(`/api/user/products?${q}&sort=cheapest`);
    expect(bad.status).toBe(400);
  });

  it('caps limit at 48 and rejects bad paging', async () => {
    expect((await get('/api/user/products?limit=48')).status).toBe(200);
    expect((await get('/api/user/products?limit=49')).body.flag).toBe('ValidationError');
    expect((await get('/api/user/products?page=0')).status).toBe(400);
    expect((await get('/api/user/products?limit=abc')).status).toBe(400);
  });
});

describe('GET /api/user/products/{id}', () => {
  it('answers the product with description, stock, productInfo, seller and newest reviews first', async () => {
    const seller = await createSeller(db, { name: `Seller ${uid()}`, pfp: '/media/sellers/s-800.webp' });
    const cat = await freshCategory();
    const p = await createProduct(db, {
      sellerId: seller.id,
      categoryName: cat.name,
      brand: 'Sonex',
      description: 'Long description of the product.',
      details: [
        { key: 'Battery', value: '30 h' },
        { key: 'Weight', value: '250 g' },
      ],
      stock: 7,
      price: 2000,
      offerPercentage: 10,
    });
    const r1 = await review(p.id, 4, 'First review text here.');
    await db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(reviews.id, r1.review.id));
    const r2 = await review(p.id, 5, 'Second review, newer.');
    await db.update(products).set({ ratingAvg: 450, ratingCount: 2 }).where(eq(products.id, p.id));

    const { status, body } = await get(`/api/user/products/${p.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: p.id,
      name: p.name,
      price: 2000,
      offerPercentage: 10,
      categoryName: cat.name,
      status: 'Active',
      averageRating: 4.5,
      reviewCount: 2,
      sellerId: seller.id,
      description: 'Long description of the product.',
      stock: 7,
      productInfo: {
        brand: 'Sonex',
        details: [
          { key: 'Battery', value: '30 h' },
          { key: 'Weight', value: '250 g' },
        ],
      },
      seller: { id: seller.id, name: seller.name, pfp: media('/media/sellers/s-800.webp') },
    });
    expect(body.images).toHaveLength(3);
    expect(body.reviews.map((r: { id: number }) => r.id)).toEqual([r2.review.id, r1.review.id]);
    expect(body.reviews[0]).toEqual({
      id: r2.review.id,
      rating: 5,
      content: 'Second review, newer.',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      user: { name: r2.buyer.name, pfp: media('/media/users/r-800.webp') },
    });
    const keys = allKeys(body);
    for (const k of [...SECRET_KEYS, 'email', 'phone']) expect(keys.has(k)).toBe(false);
  });

  it('shows an OutOfStock product', async () => {
    const seller = await createSeller(db);
    const cat = await freshCategory();
    const p = await createProduct(db, {
      sellerId: seller.id,
      categoryName: cat.name,
      status: 'OutOfStock',
      stock: 0,
    });
    const { status, body } = await get(`/api/user/products/${p.id}`);
    expect(status).toBe(200);
    expect(body.status).toBe('OutOfStock');
  });

  it('answers 404 NotFound for unknown ids, malformed ids and non-public statuses', async () => {
    const seller = await createSeller(db);
    const cat = await freshCategory();
    const inactive = await createProduct(db, {
      sellerId: seller.id,
      categoryName: cat.name,
      status: 'Inactive',
    });
    const gone = await createProduct(db, {
      sellerId: seller.id,
      categoryName: cat.name,
      status: 'Discontinued',
    });
    for (const id of [inactive.id, gone.id, 999999, 'abc', '0', '99999999999']) {
      const { status, body } = await get(`/api/user/products/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ flag: 'NotFound', error: 'Product not found' });
    }
  });
});

describe('GET /api/user/products/relatedproducts/{category}', () => {
  it('answers up to 8 visible products of the category without the current one', async () => {
    const seller = await createSeller(db);
    const cat = await freshCategory();
    const other = await freshCategory();
    const made = [];
    for (let i = 0; i < 10; i++)
      made.push(await createProduct(db, { sellerId: seller.id, categoryName: cat.name, images: 1 }));
    await createProduct(db, { sellerId: seller.id, categoryName: cat.name, status: 'Inactive' });
    await createProduct(db, { sellerId: seller.id, categoryName: other.name });
    const current = made[0]!;
    const { status, body } = await get(
      `/api/user/products/relatedproducts/${encodeURIComponent(cat.name)}?exclude=${current.id}`,
    );
    expect(status).toBe(200);
    expect(body.products).toHaveLength(8);
    expect(ids(body.products)).not.toContain(current.id);
    for (const p of body.products) expect(p.categoryName).toBe(cat.name);
    const visibleIds = made.map((p) => p.id);
    for (const id of ids(body.products)) expect(visibleIds).toContain(id);
  });

  it('without exclude answers the whole category, paged like every list (issue 20)', async () => {
    const seller = await createSeller(db);
    const cat = await freshCategory();
    const made = [];
    for (let i = 0; i < 10; i++)
      made.push(await createProduct(db, { sellerId: seller.id, categoryName: cat.name, images: 1 }));
    await createProduct(db, { sellerId: seller.id, categoryName: cat.name, status: 'Inactive' });
    const url = `/api/user/products/relatedproducts/${encodeURIComponent(cat.name)}`;
    const all = await t.get(url);
    expect(all.statusCode).toBe(200);
    expect(ids(all.json().products).sort((a: number, b: number) => a - b)).toEqual(made.map((p) => p.id));
    expect(all.headers['x-total-count']).toBe('10');
    const second = await t.get(`${url}?page=2&limit=4`);
    expect(second.json().products).toHaveLength(4);
    expect(second.headers['x-total-count']).toBe('10');
    expect(String(second.headers.link)).toContain('rel="next"');
    // With exclude: the product page's similar products, 8 at most whatever `limit` asks.
    const similar = await t.get(`${url}?exclude=${made[0]!.id}&limit=50`);
    expect(similar.json().products).toHaveLength(8);
    expect(similar.headers['x-total-count']).toBe('9');
    expect((await get(`${url}?limit=0`)).status).toBe(400);
  });

  it("orders similar products like the category's Top Rated page (decision 052: they are taken from it)", async () => {
    const seller = await createSeller(db);
    const cat = await freshCategory();
    const [current, low, fewer, more, top] = [
      await createProduct(db, {
        sellerId: seller.id,
        categoryName: cat.name,
        ratingAvg: 500,
        ratingCount: 3,
      }),
      await createProduct(db, {
        sellerId: seller.id,
        categoryName: cat.name,
        ratingAvg: 200,
        ratingCount: 50,
      }),
      await createProduct(db, {
        sellerId: seller.id,
        categoryName: cat.name,
        ratingAvg: 450,
        ratingCount: 2,
      }),
      await createProduct(db, {
        sellerId: seller.id,
        categoryName: cat.name,
        ratingAvg: 450,
        ratingCount: 9,
      }),
      await createProduct(db, {
        sellerId: seller.id,
        categoryName: cat.name,
        ratingAvg: 480,
        ratingCount: 1,
      }),
    ];
    const url = `/api/user/products/relatedproducts/${encodeURIComponent(cat.name)}`;
    // Best rated first; between equal ratings, the one rated by more people first (then the older id).
    const similar = await t.get(`${url}?exclude=${current.id}`);
    expect(ids(similar.json().products)).toEqual([top.id, more.id, fewer.id, low.id]);
    expect(similar.headers['x-total-count']).toBe('4');
    const topRated = await get(`/api/user/products?category=${encodeURIComponent(cat.name)}&sort=top_rated`);
    expect(ids(similar.json().products)).toEqual(
      ids(topRated.body.products).filter((id: number) => id !== current.id),
    );
    // A product of another category excluded: the whole top of this one, its count whole.
    const elsewhere = await t.get(`${url}?exclude=999999`);
    expect(ids(elsewhere.json().products)).toEqual(ids(topRated.body.products));
    expect(elsewhere.headers['x-total-count']).toBe('5');
  });

  it('answers an empty list for a category with nothing else', async () => {
    const seller = await createSeller(db);
    const cat = await freshCategory();
    const only = await createProduct(db, { sellerId: seller.id, categoryName: cat.name });
    const { body } = await get(
      `/api/user/products/relatedproducts/${encodeURIComponent(cat.name)}?exclude=${only.id}`,
    );
    expect(body.products).toEqual([]);
  });
});

describe('sellers', () => {
  it('ranks by units sold in the last 90 days (Cancelled/Returned and older sales excluded), then product count', async () => {
    const cat = await freshCategory();
    const [a, b, c, d] = [
      await createSeller(db),
      await createSeller(db),
      await createSeller(db),
      await createSeller(db),
    ];
    const pa = await createProduct(db, { sellerId: a.id, categoryName: cat.name });
    const pb = await createProduct(db, { sellerId: b.id, categoryName: cat.name });
    const pc = await createProduct(db, { sellerId: c.id, categoryName: cat.name });
    await createProduct(db, { sellerId: c.id, categoryName: cat.name });
    await createProduct(db, { sellerId: c.id, categoryName: cat.name });
    await createProduct(db, { sellerId: d.id, categoryName: cat.name });
    await createProduct(db, { sellerId: d.id, categoryName: cat.name });
    // a: 5 recent sold units. b: 3 recent + 50 cancelled/returned + 100 older than 90 days. c, d: none (c has more products).
    await sell(a.id, pa.id, 5, 'Delivered');
    await sell(b.id, pb.id, 3, 'Shipped');
    await sell(b.id, pb.id, 25, 'Cancelled');
    await sell(b.id, pb.id, 25, 'Returned');
    await sell(b.id, pb.id, 100, 'Delivered', 120);
    await sell(c.id, pc.id, 40, 'PaymentPending');
    const { status, body } = await get('/api/user/sellers?limit=100');
    expect(status).toBe(200);
    const order = ids(body.sellers).filter((id) => [a.id, b.id, c.id, d.id].includes(id));
    expect(order).toEqual([a.id, b.id, c.id, d.id]);
    expect(body.sellers[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      pfp: expect.any(String),
    });
    const keys = allKeys(body);
    for (const k of [...SECRET_KEYS, 'email', 'phone', 'address']) expect(keys.has(k)).toBe(false);
  });

  it('answers a public seller: profile, visible products, weighted rating, units sold — never contact details', async () => {
    const cat = await freshCategory();
    const s = await createSeller(db, { name: `Public ${uid()}`, address: 'Pune, India' });
    const p1 = await createProduct(db, { sellerId: s.id, categoryName: cat.name });
    const p2 = await createProduct(db, {
      sellerId: s.id,
      categoryName: cat.name,
      status: 'OutOfStock',
      stock: 0,
    });
    await createProduct(db, { sellerId: s.id, categoryName: cat.name, status: 'Inactive' });
    await db.update(products).set({ ratingAvg: 500, ratingCount: 1 }).where(eq(products.id, p1.id));
    await db.update(products).set({ ratingAvg: 300, ratingCount: 3 }).where(eq(products.id, p2.id));
    await sell(s.id, p1.id, 2, 'Delivered');
    await sell(s.id, p1.id, 1, 'OrderConfirmed', 200);
    await sell(s.id, p2.id, 9, 'Cancelled');

    const { status, body } = await get(`/api/user/sellers/${s.id}`);
    expect(status).toBe(200);
    expect(body.seller).toMatchObject({ id: s.id, name: s.name, address: 'Pune, India', productCount: 2 });
    expect(body.seller.pfp).toBe(s.pfp?.startsWith('/media/') ? media(s.pfp) : s.pfp);
    expect(new Date(body.seller.createdAt).getFullYear()).toBe(s.createdAt.getFullYear());
    expect(ids(body.seller.products).sort()).toEqual([p1.id, p2.id].sort());
    // (5×1 + 3×3) / 4 = 3.5
    expect(body.averageRating).toBe(3.5);
    expect(body.totalSales).toBe(3);
    const keys = allKeys(body);
    for (const k of [...SECRET_KEYS, 'email', 'phone', 'googleSub']) expect(keys.has(k)).toBe(false);
  });

  it('carries every public product by default, pages them when asked, and keeps the count', async () => {
    const cat = await freshCategory();
    const s = await createSeller(db);
    for (let i = 0; i < 30; i++)
      await createProduct(db, { sellerId: s.id, categoryName: cat.name, images: 1 });
    const all = await get(`/api/user/sellers/${s.id}`);
    expect(all.body.seller.products).toHaveLength(30);
    expect(all.body.seller.productCount).toBe(30);
    const { body } = await get(`/api/user/sellers/${s.id}?page=2&limit=2`);
    expect(body.seller.products).toHaveLength(2);
    expect(body.seller.productCount).toBe(30);
    expect((await get(`/api/user/sellers/${s.id}?limit=1001`)).status).toBe(400);
  });

  it('answers a seller without products or ratings with zeros', async () => {
    const s = await createSeller(db, { address: null });
    const { body } = await get(`/api/user/sellers/${s.id}`);
    expect(body).toMatchObject({
      seller: { products: [], productCount: 0, address: null },
      averageRating: 0,
      totalSales: 0,
    });
  });

  it('answers 404 SellerNotFound for unknown or malformed ids', async () => {
    for (const id of [987654, 'x1']) {
      const { status, body } = await get(`/api/user/sellers/${id}`);
      expect(status).toBe(404);
      expect(body.flag).toBe('SellerNotFound');
    }
  });
});

describe('home carousels', () => {
  it('GET /api/banner-carousels answers active banners in position order', async () => {
    await db.insert(banners).values([
      { title: 'Second', href: '/categories/Audio', imageUrl: '/media/banners/b2-800.webp', position: 2 },
      { title: 'Hidden', href: '/', imageUrl: '/media/banners/b3-800.webp', position: 0, isActive: false },
      {
        title: 'First',
        href: '/categories/Phones',
        imageUrl: '/media/banners/b1-800.webp',
        phoneImageUrl: '/media/banners/b1p-800.webp',
        position: 1,
      },
    ]);
    const { status, body } = await get('/api/banner-carousels');
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        id: expect.any(Number),
        title: 'First',
        href: '/categories/Phones',
        imageUrl: media('/media/banners/b1-800.webp'),
        phoneImageUrl: media('/media/banners/b1p-800.webp'),
      },
      {
        id: expect.any(Number),
        title: 'Second',
        href: '/categories/Audio',
        imageUrl: media('/media/banners/b2-800.webp'),
        phoneImageUrl: null,
      },
    ]);
  });

  it('GET /api/product-carousels answers active items with the price in rupees', async () => {
    await db.insert(productCarouselItems).values([
      { name: 'Phone Z', pricePaise: 4_999_900, href: '/product/1', imageUrl: '/media/carousel/z-800.webp' },
      {
        name: 'Old',
        pricePaise: 100,
        href: '/product/2',
        imageUrl: '/media/carousel/o-800.webp',
        isActive: false,
      },
    ]);
    const { body } = await get('/api/product-carousels');
    expect(body).toEqual([
      {
        id: expect.any(Number),
        name: 'Phone Z',
        price: 49_999,
        href: '/product/1',
        imageUrl: media('/media/carousel/z-800.webp'),
      },
    ]);
  });
});

describe('no private field in any public answer', () => {
  it('holds for every catalog endpoint', async () => {
    const cat = await freshCategory();
    const s = await createSeller(db);
    const p = await createProduct(db, {
      sellerId: s.id,
      categoryName: cat.name,
      name: 'Privacy Probe Speaker',
    });
    await review(p.id, 4);
    const urls = [
      '/api/categories/6',
      '/api/categories/all',
      '/api/user/products?limit=48',
      `/api/user/products/${p.id}`,
      `/api/user/products/relatedproducts/${encodeURIComponent(cat.name)}`,
      '/api/user/products/search?query=privacy%20probe',
      '/api/user/sellers',
      `/api/user/sellers/${s.id}`,
      '/api/banner-carousels',
      '/api/product-carousels',
    ];
    for (const url of urls) {
      const { status, body } = await get(url);
      expect(status, url).toBe(200);
      const keys = allKeys(body);
      for (const k of [...SECRET_KEYS, 'email', 'phone', 'googleSub', 'google_sub'])
        expect(keys.has(k), `${url} has ${k}`).toBe(false);
    }
  });
});
