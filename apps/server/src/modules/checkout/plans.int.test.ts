import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api.ts';
import { buy } from '../../../test/checkout.ts';

/**
 * The checkout's large statements run on generic plans (decision 065): the first statement of place-order's and of
 * the confirmation's transaction sets `plan_cache_mode` for the rest of the transaction, so PostgreSQL plans their
 * writes once per connection instead of on every call. Triggers record the setting in force when the place-order
 * statement inserts the order and when the confirmation's statement updates its lines; the setting must end with
 * the transaction.
 */
const t = useTestApp();

const run = (q: string) => t.app.db.execute(sql.raw(q));

beforeAll(async () => {
  await run(`create table plan_mode_log (what text not null, mode text not null)`);
  await run(`
    create function log_plan_mode() returns trigger language plpgsql as $$
    begin
      insert into plan_mode_log values (tg_table_name || ' ' || lower(tg_op), current_setting('plan_cache_mode'));
      return null;
    end $$`);
  await run(`create trigger plan_mode after insert on orders for each row execute function log_plan_mode()`);
  await run(
    `create trigger plan_mode after update on order_items for each row execute function log_plan_mode()`,
  );
});

describe('generic plans for the checkout statements', () => {
  it("place-order's writes and the confirmation's run with plan_cache_mode force_generic_plan, for their transaction only", async () => {
    const b = await t.buyer();
    const p = await t.product({ price: 100, offerPercentage: 0, stock: 3 });
    const { verified } = await buy(t.app, b.cookie, [{ productId: p.id, quantity: 1 }], 100);
    expect(verified.success).toBe(true);
    const log = await t.app.db.execute<{ what: string; mode: string }>(
      sql`select what, mode from plan_mode_log`,
    );
    expect(log.rows).toEqual([
      { what: 'orders insert', mode: 'force_generic_plan' },
      { what: 'order_items update', mode: 'force_generic_plan' },
    ]);
    const after = await t.app.db.execute<{ mode: string }>(
      sql`select current_setting('plan_cache_mode') as mode`,
    );
    expect(after.rows[0]!.mode).toBe('auto');
  });
});
