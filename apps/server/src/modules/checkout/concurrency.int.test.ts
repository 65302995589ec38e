import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api.ts';
import { TEST_CARDS } from '@electrohub/shared/checkout';
import { orderItems, orders } from '../../db/schema/index.ts';
import { createCategory, createProduct, createSeller, productWithStock } from '../../../test/factories.ts';

/**
 * 200 buyers race for 10 units through the real HTTP API on the real PostgreSQL (truly concurrent
 * transactions on the pool). PGlite has a single connection, so the race cannot happen there: skipped
 * without TEST_DATABASE_URL.
 */
const PG = Boolean(process.env.TEST_DATABASE_URL);
if (!PG)
  console.warn('[checkout concurrency] skipped: set TEST_DATABASE_URL to race 200 buyers on PostgreSQL');

describe.skipIf(!PG)('200 concurrent buyers, 10 units (PostgreSQL)', () => {
  const t = useTestApp();
  let base: string;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  const post = async (path: string, cookie: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('confirms exactly 10 orders and never oversells', async () => {
    const seller = await createSeller(t.app.db);
    const category = await createCategory(t.app.db);
    const product = await createProduct(t.app.db, {
      sellerId: seller.id,
      categoryName: category.name,
      price: 999,
      stock: 10,
    });
    const cookies = await Promise.all(Array.from({ length: 200 }, async () => (await t.buyer()).cookie));

    const placed = await Promise.all(
      cookies.map((cookie) =>
        post('/api/user/orders/place-order', cookie, {
          total: 999,
          items: [{ productId: product.id, quantity: 1, sellerId: seller.id }],
        }).then((r) => ({ ...r, cookie })),
      ),
    );
    const winners = placed.filter((r) => r.status === 200);
    const losers = placed.filter((r) => r.status !== 200);
    expect(winners).toHaveLength(10);
    expect(losers).toHaveLength(190);
    expect(losers.every((r) => r.status === 409 && r.body.flag === 'OutOfStock')).toBe(true);

    // The winners pay and verify, concurrently too.
    const verified = await Promise.all(
      winners.map(async (w) => {
        const orderId = (w.body.order as { id: string }).id;
        const paid = await post('/api/payments/test/pay', w.cookie, {
          orderId,
          cardNumber: TEST_CARDS.success,
          expiry: '12/39',
          cvc: '123',
          name: 'Racer',
        });
        expect(paid.status).toBe(200);
        return post('/api/user/orders/verify-payment', w.cookie, { ...paid.body, flag: 'buy' });
      }),
    );
    expect(verified.every((v) => v.status === 200 && v.body.success === true)).toBe(true);

    const p = await productWithStock(t.app.db, product.id);
    expect(p).toMatchObject({ stock: 0, status: 'OutOfStock' });
    const confirmed = await t.app.db.select().from(orderItems).where(eq(orderItems.productId, product.id));
    expect(confirmed.filter((i) => i.status === 'OrderConfirmed')).toHaveLength(10);
    expect(confirmed).toHaveLength(10);
    expect((await t.app.db.select().from(orders).where(eq(orders.status, 'Paid'))).length).toBe(10);
  });
});
