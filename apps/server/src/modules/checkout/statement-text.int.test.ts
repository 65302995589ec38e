import type { PlaceOrderAnswer, TestPayAnswer } from '@electrohub/shared/checkout';
import type { SQL } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/api.ts';
import { payWithCard, placeOrder, verify } from '../../../test/checkout.ts';

/**
 * The text of a checkout's named statements is built once per process, not on every call (decision 071): building
 * a statement's text (Drizzle's `sqlToQuery`) and its select was 10–15 % of a checkout server's CPU, and a
 * transaction is a database handle of its own, so a cache per handle was rebuilt by every transaction. What is
 * still built per call is listed here by its first words: the two statements whose text holds their values
 * (`checkout_place`, the confirmation's). On PostgreSQL Drizzle also builds `begin` and `commit`; PGlite's
 * transactions do not.
 */
const t = useTestApp();

afterEach(() => vi.restoreAllMocks());

describe('a checkout builds no statement text it built before', () => {
  it('after a first checkout, only the place-order writes and the confirmation are built again', async () => {
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
      built.push(query.sql.trim().replace(/\s+/g, ' ').slice(0, 40));
      return query;
    });
    await checkout();
    const kinds = built
      .filter((text) => text !== 'begin' && text !== 'commit')
      .map((text) =>
        text.startsWith('with previous as')
          ? 'place'
          : text.startsWith('with outbox as')
            ? 'confirm'
            : `other: ${text}`,
      );
    expect(kinds.sort()).toEqual(['confirm', 'place']);
  });
});
