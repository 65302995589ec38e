import type { PlaceOrderAnswer, TestPayAnswer } from '@electrohub/shared/checkout';
import type { SQL } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/api.ts';
import { payWithCard, placeOrder, verify } from '../../../test/checkout.ts';

/**
 * The text of a checkout's named statements is built once per process, not on every call (decision 071): building
 * a statement's text (Drizzle's `sqlToQuery`) and its select was 10–15 % of a checkout server's CPU, and a
 * transaction is a database handle of its own, so a cache per handle was rebuilt by every transaction, and
 * `checkout_place` and the confirmation's statement held their values in their text. Only Drizzle's own `begin`
 * and `commit` (PostgreSQL; PGlite's transactions send none) are built per call.
 */
const t = useTestApp();

afterEach(() => vi.restoreAllMocks());

describe('a checkout builds no statement text it built before', () => {
  it('after a first checkout, no statement of the next one is built again', async () => {
    const b = await t.buyer();
    const p = await t.product({ price: 100, offerPercentage: 0, stock: 10 });
    const line = { total: 100, items: [{ productId: p.id, quantity: 1 }] };
    const checkout = async () => {
      const placed = await placeOrder(t.app, b.cookie, line);
      expect(placed.statusCode).toBe(200);
      const paid = await payWithCard(t.app, b.cookie, placed.json<PlaceOrderAnswer>().order.id);
      expect(paid.statusCode).toBe(200);
      expect((await verify(t.app, b.cookie, paid.json<TestPayAnswer>())).statusCode).toBe(200);
    };
    await checkout();

    const dialect = (t.app.db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string } } }).dialect;
    const built: string[] = [];
    const original = dialect.sqlToQuery.bind(dialect);
    vi.spyOn(dialect, 'sqlToQuery').mockImplementation((q: SQL) => {
      const query = original(q);
      built.push(query.sql.replace(/\s+/g, ' '));
      return query;
    });
    await checkout();
    // The checkout's statements by a piece of their text; anything else built meanwhile (the job queue's poll, a
    // timer's sweep) is not the checkout's.
    const checkoutStatements: Record<string, string> = {
      checkout_start: "json_build_object( 'id', p.id, 'name', p.name",
      checkout_place: 'with previous as',
      checkout_pay_order: "on o.provider = 'test' and o.provider_order_id",
      checkout_lock_order_by_provider: 'for update of "orders"',
      checkout_confirm_mail: 'paid as (',
    };
    const rebuilt = Object.entries(checkoutStatements)
      .filter(([, piece]) => built.some((text) => text.includes(piece)))
      .map(([name]) => name);
    expect(rebuilt).toEqual([]);
  });

  it('reads a draft of up to four products with a scalar parameter each (a generic plan is kept), a larger one with an array', async () => {
    // decision 071: PostgreSQL planned the array form on every call. This file's first test built the one-product
    // text already; three and five products are built here, at their first use.
    const b = await t.buyer();
    const ps = await Promise.all(
      [1, 2, 3, 4, 5].map(() => t.product({ price: 100, offerPercentage: 0, stock: 10 })),
    );
    const dialect = (t.app.db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string } } }).dialect;
    const original = dialect.sqlToQuery.bind(dialect);
    const startTexts: string[] = [];
    vi.spyOn(dialect, 'sqlToQuery').mockImplementation((q: SQL) => {
      const query = original(q);
      const text = query.sql.replace(/\s+/g, ' ');
      if (text.includes("json_build_object( 'id', p.id, 'name', p.name")) startTexts.push(text);
      return query;
    });
    const draft = (n: number) => ({
      total: 100 * n,
      items: ps.slice(0, n).map((p) => ({ productId: p.id, quantity: 1 })),
    });
    expect((await placeOrder(t.app, b.cookie, draft(3))).statusCode).toBe(200);
    expect(startTexts).toHaveLength(1);
    expect(startTexts[0]).toMatch(/where p\.id in \(\$\d+::int, \$\d+::int, \$\d+::int\)/);
    expect(startTexts[0]).not.toContain('any(');
    expect((await placeOrder(t.app, b.cookie, draft(5))).statusCode).toBe(200);
    expect(startTexts).toHaveLength(2);
    expect(startTexts[1]).toMatch(/where p\.id = any\(\$\d+::int\[\]\)/);
  });
});
