import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, reviews } from '../../db/schema/index.ts';
import { allKeys, SECRET_KEYS } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/api.ts';
import { createOrderFixture, type FixtureItem } from '../../../test/fixtures/orders.ts';

const t = useTestApp();
const { product, send } = t;
const buyer = (name = 'Asha Verma') => t.buyer({ name });
async function received(
  b: { id: number },
  p: FixtureItem['product'],
  status: FixtureItem['status'] = 'Delivered',
) {
  return createOrderFixture(t.app.db, { userId: b.id, items: [{ product: p, status }] });
}
const post = (productId: number, payload: unknown, cookie?: string) =>
  send('POST', `/api/user/products/${productId}/review`, cookie, payload);
const patch = (id: number, payload: unknown, cookie?: string) =>
  send('PATCH', `/api/user/products/review/${id}`, cookie, payload);
const del = (id: number, cookie?: string) => send('DELETE', `/api/user/products/review/${id}`, cookie);
const rating = async (id: number) => {
  const [p] = await t.app.db
    .select({ avg: products.ratingAvg, count: products.ratingCount })
    .from(products)
    .where(eq(products.id, id));
  return p!;
};

describe('POST /api/user/products/{productId}/review', () => {
  it('needs a signed-in buyer', async () => {
    const p = await product();
    expect((await post(p.id, { rating: 5, content: 'Great phone' })).statusCode).toBe(401);
  });

  it('needs a delivered purchase of the product (403 NotPurchased)', async () => {
    const b = await buyer();
    const p = await product();
    expect((await post(p.id, { rating: 5, content: 'Never bought it' }, b.cookie)).json().flag).toBe(
      'NotPurchased',
    );
    for (const status of ['OrderConfirmed', 'Shipped', 'Cancelled'] as const) await received(b, p, status);
    const res = await post(p.id, { rating: 5, content: 'Not delivered yet' }, b.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().flag).toBe('NotPurchased');
    // Someone else's delivery does not count.
    const other = await buyer();
    await received(other, p);
    expect((await post(p.id, { rating: 5, content: 'Still not mine' }, b.cookie)).statusCode).toBe(403);
  });

  it('adds a review after delivery, keeps the product rating, and only once (409 AlreadyReviewed)', async () => {
    const a = await buyer('Ravi Kumar');
    const b = await buyer();
    const p = await product();
    await received(a, p);
    await received(b, p, 'Returned');
    const res = await post(p.id, { rating: 4, content: '  Solid battery life  ' }, a.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Review added successfully',
      review: {
        rating: 4,
        content: 'Solid battery life',
        productId: p.id,
        product: { id: p.id, name: p.name },
        user: { name: 'Ravi Kumar' },
      },
    });
    expect(await rating(p.id)).toEqual({ avg: 400, count: 1 });
    expect((await post(p.id, { rating: 5, content: 'Returned but loved it' }, b.cookie)).statusCode).toBe(
      201,
    );
    expect(await rating(p.id)).toEqual({ avg: 450, count: 2 });

    const again = await post(p.id, { rating: 1, content: 'Second try' }, a.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().flag).toBe('AlreadyReviewed');
    expect(await rating(p.id)).toEqual({ avg: 450, count: 2 });
  });

  it('answers AlreadyReviewed to concurrent duplicates: exactly one review is stored', async () => {
    const b = await buyer();
    const p = await product();
    await received(b, p);
    const results = await Promise.all(
      [1, 2, 3, 4].map((i) => post(p.id, { rating: i, content: `Attempt number ${i}` }, b.cookie)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(
      results.filter((r) => r.statusCode === 409).every((r) => r.json().flag === 'AlreadyReviewed'),
    ).toBe(true);
    expect(await t.app.db.select().from(reviews).where(eq(reviews.productId, p.id))).toHaveLength(1);
    expect((await rating(p.id)).count).toBe(1);
  });

  it('validates rating and content with the documented messages', async () => {
    const b = await buyer();
    const p = await product();
    await received(b, p);
    const cases: [unknown, string][] = [
      [{ rating: 0, content: 'Fine product' }, 'Rating is required'],
      [{ content: 'Fine product' }, 'Rating is required'],
      [{ rating: 6, content: 'Fine product' }, 'Rating must be at most 5'],
      [{ rating: 2.5, content: 'Fine product' }, 'Rating must be a whole number of stars from 1 to 5'],
      [{ rating: 3, content: 'abcd' }, 'Review must be at least 5 characters'],
      [{ rating: 3, content: '     abc     ' }, 'Review must be at least 5 characters'],
      [{ rating: 3, content: 'x'.repeat(2001) }, 'Review must be at most 2000 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await post(p.id, body, b.cookie);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect((await post(p.id, { rating: 3, content: 'Fine product', userId: 1 }, b.cookie)).statusCode).toBe(
      400,
    );
    expect((await post(999999, { rating: 3, content: 'Fine product' }, b.cookie)).statusCode).toBe(404);
  });
});

describe('editing, deleting and listing reviews', () => {
  it("edits and deletes only the buyer's own review, keeping the product rating", async () => {
    const a = await buyer();
    const b = await buyer();
    const p = await product();
    await received(a, p);
    await received(b, p);
    const mine = (await post(p.id, { rating: 2, content: 'Okay-ish phone' }, a.cookie)).json().review;
    await post(p.id, { rating: 4, content: 'Rather good' }, b.cookie);
    expect(await rating(p.id)).toEqual({ avg: 300, count: 2 });

    const forbidden = await patch(mine.id, { rating: 5, content: 'Hijacked review' }, b.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect((await del(mine.id, b.cookie)).statusCode).toBe(403);
    expect((await patch(999999, { rating: 5, content: 'Nothing here' }, a.cookie)).statusCode).toBe(404);

    const edited = await patch(mine.id, { rating: 5, content: 'Better after update' }, a.cookie);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Review Updated successfully',
      review: { id: mine.id, rating: 5, content: 'Better after update' },
    });
    expect(await rating(p.id)).toEqual({ avg: 450, count: 2 });
    expect((await patch(mine.id, { rating: 0, content: 'Better after update' }, a.cookie)).json().error).toBe(
      'Rating is required',
    );

    const deleted = await del(mine.id, a.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Review deleted successfully' });
    expect(await rating(p.id)).toEqual({ avg: 400, count: 1 });
    expect((await del(mine.id, a.cookie)).statusCode).toBe(404);
  });

  it("lists the buyer's own reviews with product and user, newest first", async () => {
    const a = await buyer('Meera Nair');
    const other = await buyer();
    const p1 = await product({ name: 'First Reviewed' });
    const p2 = await product({ name: 'Second Reviewed' });
    for (const p of [p1, p2]) {
      await received(a, p);
      await received(other, p);
    }
    await post(p1.id, { rating: 3, content: '<script>alert(1)</script> ok' }, a.cookie);
    await post(p2.id, { rating: 5, content: 'Brilliant sound' }, a.cookie);
    await post(p1.id, { rating: 1, content: 'Not for me' }, other.cookie);

    const res = await t.get('/api/user/products/review/reviews', a.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(res.headers['x-total-count']).toBe('2');
    expect(list.map((r: { product: { name: string } }) => r.product.name)).toEqual([
      'Second Reviewed',
      'First Reviewed',
    ]);
    expect(list[1]).toMatchObject({
      rating: 3,
      content: '<script>alert(1)</script> ok',
      user: { name: 'Meera Nair' },
    });
    expect(list[1].product.images).toHaveLength(3);
    for (const k of SECRET_KEYS) expect(allKeys(res.json()).has(k)).toBe(false);
    expect((await t.get('/api/user/products/review/reviews')).statusCode).toBe(401);

    // Paged: the second page of one is the older review; the count stays.
    const page2 = await t.get('/api/user/products/review/reviews?page=2&limit=1', a.cookie);
    expect(page2.json().map((r: { product: { name: string } }) => r.product.name)).toEqual([
      'First Reviewed',
    ]);
    expect(page2.headers['x-total-count']).toBe('2');
    expect(String(page2.headers.link)).toContain('rel="prev"');
  });
});
