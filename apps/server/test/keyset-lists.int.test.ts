import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './api.ts';
import { createBuyer, createCategory, createProduct, signedInAccounts } from './factories.ts';
import type { DbOrTx } from '../src/db/client.ts';
import { orderItems, orders, reviews, users } from '../src/db/schema/index.ts';

/**
 * The long lists accept `?cursor=` (docs/decisions/028-keyset-sitemap-s3.md): following the `Link` header's `next`
 * from page 1 gives the same rows, in the same order, as one page holding them all; a cursor the list did not
 * write is a 400. Rows share creation times (and differ by microseconds) so ties and precision are exercised.
 */
const t = useTestApp();
let db: DbOrTx;
let who: Awaited<ReturnType<typeof signedInAccounts>>;

const uid = () => randomBytes(3).toString('hex');
/** Timestamps with ties and microsecond differences. */
const at = (i: number) => `2026-02-0${1 + (i % 3)} 09:00:00.00000${i % 4}+00`;
const stamp = (table: string, id: number, i: number) =>
  db.execute(sql`update ${sql.identifier(table)} set created_at = ${at(i)}::timestamptz where id = ${id}`);

beforeAll(async () => {
  db = t.app.db;
  who = await signedInAccounts(db);
  const cat = await createCategory(db, { name: `Lists ${uid()}` });
  for (let i = 0; i < 7; i++) {
    const p = await createProduct(db, { sellerId: who.sellerId, categoryName: cat.name, images: 1 });
    await stamp('products', p.id, i);
    const [order] = await db
      .insert(orders)
      .values({
        userId: who.buyerId,
        status: 'Paid',
        amountPaise: 100_000,
        provider: 'test',
        providerOrderId: `o_${uid()}`,
        expiresAt: new Date(),
        paidAt: new Date(),
      })
      .returning();
    await stamp('orders', order!.id, i);
    const [item] = await db
      .insert(orderItems)
      .values({
        orderId: order!.id,
        productId: p.id,
        sellerId: who.sellerId,
        quantity: 1,
        unitPricePaise: 100_000,
        totalPaise: 100_000,
        productName: p.name,
        status: 'Delivered',
      })
      .returning();
    await stamp('order_items', item!.id, i);
    const [review] = await db
      .insert(reviews)
      .values({ productId: p.id, userId: who.buyerId, rating: 4, content: 'Good value for the money.' })
      .returning();
    await stamp('reviews', review!.id, i);
    const buyer = await createBuyer(db, { name: `Buyer ${uid()}` });
    await stamp('users', buyer.id, i);
  }
  await db.execute(sql`update ${users} set created_at = ${at(9)}::timestamptz where id = ${who.buyerId}`);
});

type Row = { id: number };
/** The rows of an answer: a bare list, or the list inside the admin orders object. */
/** A bare list, the seller's `{ orders }` (decision 031) or the admin's `{ orderItems }`. */
const rowsOf = (body: unknown): Row[] =>
  Array.isArray(body)
    ? (body as Row[])
    : ((body as { orderItems?: Row[] }).orderItems ?? (body as { orders: Row[] }).orders);

async function get(url: string, cookie: string) {
  const res = await t.get(url, cookie);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  const m = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''));
  return {
    rows: rowsOf(res.json()),
    next: m ? new URL(m[1]!).pathname + new URL(m[1]!).search : null,
    total: res.headers['x-total-count'],
  };
}

const LISTS: [string, string, keyof typeof who][] = [
  ['buyer orders', '/api/user/orders', 'buyer'],
  ['buyer orders, oldest first', '/api/user/orders?orderTime=Oldest', 'buyer'],
  ["buyer's reviews", '/api/user/products/review/reviews', 'buyer'],
  ["seller's products", `/api/seller/products/:seller`, 'seller'],
  ["seller's orders", '/api/seller/orders', 'seller'],
  ['admin users', '/api/admin/users', 'admin'],
  ['admin products', '/api/admin/products', 'admin'],
  ['admin orders', '/api/admin/orders', 'admin'],
];

describe.each(LISTS)('%s by cursor', (_name, path, role) => {
  const url = () => path.replace(':seller', String(who.sellerId));
  const join = (u: string, q: string) => `${u}${u.includes('?') ? '&' : '?'}${q}`;

  it('walks every row once, in the order of one big page, by following Link next', async () => {
    const cookie = who[role] as string;
    const all = (await get(join(url(), 'limit=1000'), cookie)).rows.map((r) => r.id);
    expect(all.length).toBeGreaterThanOrEqual(7);
    const seen: number[] = [];
    let next: string | null = join(url(), 'limit=2');
    let pages = 0;
    while (next) {
      const page = await get(next, cookie);
      if (pages > 0) expect(next).toMatch(/[?&]cursor=[A-Za-z0-9_-]+/);
      seen.push(...page.rows.map((r) => r.id));
      next = page.next;
      expect(++pages).toBeLessThan(20);
    }
    expect(seen).toEqual(all);
  });

  it('answers 400 for a cursor it did not write', async () => {
    const cookie = who[role] as string;
    const foreign = Buffer.from(JSON.stringify(['products:default', 1])).toString('base64url');
    for (const cursor of ['nonsense', foreign]) {
      const res = await t.get(join(url(), `cursor=${cursor}`), cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ flag: 'InvalidCursor', error: 'Invalid cursor' });
    }
  });
});

/**
 * Issue 21, finding 3: a cursor in the right shape whose timestamp is no real instant (30 February, month 13,
 * year 0, hour 25) reached PostgreSQL and was a 500. Each list's own name is used so only the value is wrong.
 */
const FORGED_TIMES = [
  '2024-02-30T00:00:00.000000Z',
  '2024-13-45T00:00:00.000000Z',
  '0000-01-01T00:00:00.000000Z',
  '2024-01-01T25:61:00.000000Z',
  '1969-12-31T23:59:59.000000Z',
];
const CREATED_LISTS: [string, string, keyof typeof who, string][] = [
  ['products, newest first', '/api/user/products?sort=newest', 'buyer', 'products:newest'],
  ['buyer orders', '/api/user/orders', 'buyer', 'orders:Newest'],
  ["buyer's reviews", '/api/user/products/review/reviews', 'buyer', 'my-reviews'],
  ["seller's products", '/api/seller/products/:seller', 'seller', 'seller-products'],
  ["seller's orders", '/api/seller/orders', 'seller', 'seller-orders'],
  ['admin users', '/api/admin/users', 'admin', 'admin-users'],
  ['admin orders', '/api/admin/orders', 'admin', 'admin-orders'],
];

describe.each(CREATED_LISTS)('%s with a forged cursor', (_name, path, role, list) => {
  it('answers 400 InvalidCursor for a timestamp that is no real instant, or an id out of range', async () => {
    const url = path.replace(':seller', String(who.sellerId));
    const cookie = who[role] as string;
    const forged = [
      ...FORGED_TIMES.map((time) => [list, time, 1]),
      [list, '2024-02-01T00:00:00.000000Z', 2 ** 31],
      [list, '2024-02-01T00:00:00.000000Z', 1.5],
    ];
    for (const keys of forged) {
      const cursor = Buffer.from(JSON.stringify(keys)).toString('base64url');
      const res = await t.get(`${url}${url.includes('?') ? '&' : '?'}cursor=${cursor}`, cookie);
      expect(res.statusCode, `${url} ${JSON.stringify(keys)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ flag: 'InvalidCursor', error: 'Invalid cursor' });
    }
    // The real thing still reads: a valid instant in the same list.
    const valid = Buffer.from(JSON.stringify([list, '2024-02-29T23:59:59.999999Z', 1])).toString('base64url');
    const ok = await t.get(`${url}${url.includes('?') ? '&' : '?'}cursor=${valid}`, cookie);
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
