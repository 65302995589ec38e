import type { PlaceOrderAnswer, TestPayAnswer } from '@electrohub/shared/checkout';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api.ts';
import { payWithCard, placeOrder, verify } from '../../../test/checkout.ts';
import { statementsOf as countStatements } from '../../../test/statements.ts';

/**
 * What a checkout costs the database, counted (docs/decisions/045): every statement the app sends while a request
 * runs, `begin`, `commit` and savepoints included (on PostgreSQL each is a round trip; test/statements.ts). The bounds are the counts of decisions 045, 054, 065 and 069: a change that adds a
 * statement to a checkout fails here and has to say why.
 */
const t = useTestApp();

const statementsOf = <T>(send: () => Promise<T>) => countStatements(t.database, send);

describe.skipIf(!!process.env.TEST_DATABASE_URL)('a checkout in statements (PGlite)', () => {
  it('place-order 4 (begin, session with lock and reads, writes, commit), test card 1 (session with the order), verify-payment 4 (begin, order locked with the session, writes, commit)', async () => {
    const b = await t.buyer();
    const p = await t.product({ price: 100, offerPercentage: 0, stock: 10 });
    const line = { total: 100, items: [{ productId: p.id, quantity: 1 }] };
    // A first checkout: whatever a request does once per process is not counted.
    const warm = await placeOrder(t.app, b.cookie, line);
    const warmPaid = await payWithCard(t.app, b.cookie, warm.json<PlaceOrderAnswer>().order.id);
    expect((await verify(t.app, b.cookie, warmPaid.json<TestPayAnswer>())).statusCode).toBe(200);

    // The least of three checkouts: a statement of something else (a timer's) can only add to a count.
    const counts: number[][] = [];
    for (let i = 0; i < 3; i++) {
      const placed = await statementsOf(() => placeOrder(t.app, b.cookie, line));
      expect(placed.value.statusCode).toBe(200);
      const paid = await statementsOf(() =>
        payWithCard(t.app, b.cookie, placed.value.json<PlaceOrderAnswer>().order.id),
      );
      expect(paid.value.statusCode).toBe(200);
      const verified = await statementsOf(() => verify(t.app, b.cookie, paid.value.json<TestPayAnswer>()));
      expect(verified.value.statusCode).toBe(200);
      counts.push([placed.statements, paid.statements, verified.statements]);
    }
    const least = [0, 1, 2].map((k) => Math.min(...counts.map((c) => c[k]!)));
    expect(least).toEqual([4, 1, 4]);
  });
});
