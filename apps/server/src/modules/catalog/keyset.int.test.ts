import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api.ts';
import { PRODUCT_SORTS } from '@electrohub/shared/storefront';
import { createCategory, createProduct, createSeller } from '../../../test/factories.ts';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** Keyset paging of the storefront listing (docs/decisions/028-keyset-sitemap-s3.md). */

const t = useTestApp();
let db: DbOrTx;
let sellerId: number;
beforeAll(async () => {
  db = t.app.db;
  sellerId = (await createSeller(db)).id;
});

const uid = () => randomBytes(3).toString('hex');
type Item = {
  id: number;
  price: number;
  offerPercentage: number;
  averageRating: number;
  reviewCount: number;
};
type Answer = { products: Item[]; page: number; limit: number; total: number; nextCursor: string | null };

async function get(url: string) {
  const res = await t.get(url);
  return { status: res.statusCode, body: res.json<Answer>(), link: res.headers.link as string | undefined };
}

/** The `rel="next"` URL of a Link header, relative to the app. */
function nextOf(link: string | undefined): string | null {
  const m = /<([^>]+)>; rel="next"/.exec(link ?? '');
  if (!m) return null;
  const u = new URL(m[1]!);
  return `${u.pathname}${u.search}`;
}

/**
 * A category whose products tie on every sort key in places: equal prices, equal ratings, equal creation times,
 * and creation times that differ by microseconds only (a millisecond cursor would skip them).
 */
async function catalog(n: number) {
  const cat = await createCategory(db, { name: `Keyset ${uid()}` });
  const made: number[] = [];
  for (let i = 0; i < n; i++) {
    const p = await createProduct(db, {
      sellerId,
      categoryName: cat.name,
      images: 1,
      price: 1000 + (i % 4) * 250,
      ratingAvg: (i % 3) * 150,
      ratingCount: i % 2,
    });
    made.push(p.id);
    const at = `2026-01-0${1 + (i % 3)} 10:00:00.000${String(i % 5).padStart(3, '0')}+00`;
    await db.execute(sql`update ${products} set created_at = ${at}::timestamptz where id = ${p.id}`);
  }
  return { name: cat.name, ids: made };
}

/** Every product of the category in the sort's order, straight from the database (the expected walk). */
async function expectedOrder(category: string, sort: string): Promise<number[]> {
  const order = {
    default: sql`id`,
    newest: sql`created_at desc, id desc`,
    price_asc: sql`selling_price_paise, id`,
    price_desc: sql`selling_price_paise desc, id desc`,
    top_rated: sql`rating_avg_x100 desc, rating_count desc, id`,
  }[sort]!;
  const res = await db.execute<{ id: number }>(
    sql`select id from ${products} where category_name = ${category} and status in ('Active', 'OutOfStock') order by ${order}`,
  );
  return res.rows.map((r) => Number(r.id));
}

describe('GET /api/user/products by cursor', () => {
  it.each(PRODUCT_SORTS.map((s) => [s]))(
    'walks every product once in the %s order by following Link next, while products are added',
    async (sort) => {
      const cat = await catalog(13);
      const before = await expectedOrder(cat.name, sort);
      let url: string | null =
        `/api/user/products?category=${encodeURIComponent(cat.name)}&sort=${sort}&limit=4`;
      const seen: number[] = [];
      const added: number[] = [];
      let pages = 0;
      while (url) {
        const res = await get(url);
        expect(res.status).toBe(200);
        seen.push(...res.body.products.map((p) => p.id));
        const next = nextOf(res.link);
        if (pages > 0) expect(url).toContain('cursor=');
        if (next) {
          expect(next).toMatch(/[?&]cursor=[A-Za-z0-9_-]+/);
          expect(next).not.toMatch(/[?&]page=/);
          expect(res.body.nextCursor).toBe(new URL(next, 'http://x').searchParams.get('cursor'));
        } else expect(res.body.nextCursor).toBeNull();
        // Someone adds products meanwhile: first in "newest", cheap, expensive, top rated and unrated ones.
        const p = await createProduct(db, {
          sellerId,
          categoryName: cat.name,
          images: 1,
          price: pages % 2 ? 10 : 100_000,
          ratingAvg: pages % 2 ? 500 : 0,
          ratingCount: 9,
        });
        added.push(p.id);
        url = next;
        pages++;
        expect(pages).toBeLessThan(20);
      }
      // Nothing twice, nothing that was there skipped, and the answer is in the sort's order.
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(expect.arrayContaining(before));
      const after = await expectedOrder(cat.name, sort);
      expect(seen).toEqual(after.filter((id) => seen.includes(id)));
      expect(seen.filter((id) => !added.includes(id))).toEqual(before);
    },
  );

  it('gives a deep page by number the same rows as the walk, and no next link on the last page', async () => {
    const cat = await catalog(11);
    for (const sort of PRODUCT_SORTS) {
      const order = await expectedOrder(cat.name, sort);
      const q = `category=${encodeURIComponent(cat.name)}&sort=${sort}&limit=3`;
      for (const page of [1, 2, 4]) {
        const res = await get(`/api/user/products?${q}&page=${page}`);
        expect(res.body.products.map((p) => p.id)).toEqual(order.slice((page - 1) * 3, page * 3));
        expect(res.body.total).toBe(11);
        if (page < 4) expect(nextOf(res.link)).toContain('cursor=');
        else {
          expect(res.body.nextCursor).toBeNull();
          expect(nextOf(res.link)).toBeNull();
        }
      }
      // The page after page 2 by cursor is page 3 by number.
      const p2 = await get(`/api/user/products?${q}&page=2`);
      const p3 = await get(nextOf(p2.link)!);
      expect(p3.body.products.map((p) => p.id)).toEqual(order.slice(6, 9));
    }
  });

  it('answers 400 with the error model for a cursor it did not write or of another sort', async () => {
    const cat = await catalog(3);
    const q = `/api/user/products?category=${encodeURIComponent(cat.name)}&limit=1`;
    const first = await get(`${q}&sort=price_asc`);
    const cursor = first.body.nextCursor!;
    expect(cursor).toBeTruthy();
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const bad = [
      `${q}&sort=newest&cursor=${cursor}`, // another sort's cursor
      `${q}&cursor=${cursor}`, // the default sort
      `${q}&sort=price_asc&cursor=abc`, // not JSON
      `${q}&sort=price_asc&cursor=${b64({ a: 1 })}`,
      `${q}&sort=price_asc&cursor=${b64(['products:price_asc', 'x', 1])}`,
      `${q}&sort=price_asc&cursor=${b64(['products:price_asc', 1.5, 1])}`,
      `${q}&sort=newest&cursor=${b64(['products:newest', '2026-01-01', 1])}`,
      `${q}&sort=price_asc&cursor=${encodeURIComponent('a+b/c=')}`, // not base64url
      `${q}&sort=price_asc&cursor=${'A'.repeat(600)}`,
    ];
    for (const url of bad) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ flag: expect.any(String), error: expect.any(String) });
    }
    const good = await get(`${q}&sort=price_asc&cursor=${cursor}`);
    expect(good.status).toBe(200);
    expect(good.body.products).toHaveLength(1);
  });

  it('hides a product that stops being public between two pages', async () => {
    const cat = await catalog(4);
    const order = await expectedOrder(cat.name, 'default');
    const first = await get(`/api/user/products?category=${encodeURIComponent(cat.name)}&limit=2`);
    await db.update(products).set({ status: 'Inactive' }).where(eq(products.id, order[2]!));
    const second = await get(nextOf(first.link)!);
    expect(second.body.products.map((p) => p.id)).toEqual([order[3]]);
  });
});
