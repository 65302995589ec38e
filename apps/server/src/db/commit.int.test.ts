import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api.ts';
import { buy, placeOrder } from '../../test/checkout.ts';

/**
 * Only a cart line may commit with `synchronous_commit = off` (db/commit.ts, decision 035). Every other table gets
 * a constraint trigger that runs at commit time and refuses the transaction when the setting is off there; the cart
 * table's trigger records the setting instead, to show the check sees what the cart routes do.
 */
const t = useTestApp();

const run = (q: string) => t.app.db.execute(sql.raw(q));

beforeAll(async () => {
  await run(`
    create function refuse_relaxed_commit() returns trigger language plpgsql as $$
    begin
      if current_setting('synchronous_commit') = 'off' then
        raise exception 'durable table % written with synchronous_commit off', tg_table_name;
      end if;
      return null;
    end $$`);
  await run(`create table cart_commit_log (setting text not null)`);
  await run(`
    create function log_cart_commit() returns trigger language plpgsql as $$
    begin
      insert into cart_commit_log values (current_setting('synchronous_commit'));
      return null;
    end $$`);
  const tables = await t.app.db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'cart_commit_log'`);
  for (const { name } of tables.rows) {
    const fn = name === 'cart_items' ? 'log_cart_commit' : 'refuse_relaxed_commit';
    await run(`
      create constraint trigger commit_check after insert or update or delete on "${name}"
      deferrable initially deferred for each row execute function ${fn}()`);
  }
});

describe('relaxed commits', () => {
  it('the check refuses a durable write made with synchronous_commit off', async () => {
    const p = await t.product({ stock: 2 });
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx.execute(sql`set local synchronous_commit = off`);
        await tx.execute(sql`update product_stock set stock = 1 where product_id = ${p.id}`);
      }),
    ).rejects.toThrow();
  });

  it('cart lines commit relaxed: added, changed, removed', async () => {
    const b = await t.buyer();
    const p = await t.product({ stock: 5 });
    const added = await t.send('POST', `/api/user/cart/add/${p.id}`, b.cookie, { quantity: 1 });
    expect(added.statusCode).toBe(200);
    const lineId = added.json<{ cartItem: { id: number } }>().cartItem.id;
    expect(
      (await t.send('PUT', `/api/user/cart/update/${lineId}`, b.cookie, { quantity: 2 })).statusCode,
    ).toBe(200);
    expect((await t.send('DELETE', `/api/user/cart/remove/${lineId}`, b.cookie)).statusCode).toBe(200);
    const log = await t.app.db.execute<{ setting: string }>(sql`select setting from cart_commit_log`);
    expect(log.rows.map((r) => r.setting)).toEqual(['off', 'off', 'off']);
  });

  it('a checkout (order, stock, payment, its cart lines) commits durably', async () => {
    const b = await t.buyer();
    const p = await t.product({ price: 100, offerPercentage: 0, stock: 3 });
    const added = await t.send('POST', `/api/user/cart/add/${p.id}`, b.cookie, { quantity: 1 });
    expect(added.statusCode).toBe(200);
    await run(`delete from cart_commit_log`);
    // buy() throws on any answer but 2xx: a durable table written relaxed fails the commit (500).
    const { verified } = await buy(t.app, b.cookie, [{ productId: p.id, quantity: 1 }], 100, 'cart');
    expect(verified.success).toBe(true);
    // The cart line the order took went in the checkout's own, durable transaction.
    const log = await t.app.db.execute<{ setting: string }>(sql`select setting from cart_commit_log`);
    expect(log.rows.map((r) => r.setting)).not.toContain('off');
  });

  it('a place-order that replaces an unpaid one, and giving an unpaid order up, commit durably', async () => {
    const b = await t.buyer();
    const p = await t.product({ price: 100, offerPercentage: 0, stock: 1 });
    const body = { total: 100, items: [{ productId: p.id, quantity: 1 }], flag: 'buy' };
    // A durable table written relaxed fails the commit: any answer but 200.
    expect((await placeOrder(t.app, b.cookie, body)).statusCode).toBe(200);
    // The only unit is held by the first order: the second takes it only once the first is released.
    const again = await placeOrder(t.app, b.cookie, body);
    expect(again.statusCode).toBe(200);
    const orderId = again.json<{ orderData: { orderId: number } }>().orderData.orderId;
    expect((await t.send('DELETE', `/api/user/orders/unpaid/${orderId}`, b.cookie)).statusCode).toBe(200);
  });
});
