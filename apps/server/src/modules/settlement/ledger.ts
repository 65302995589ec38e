import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The three places the order lifecycle writes money (decision 049), each one statement inside the caller's
 * transaction. Amounts are integer paise; rates basis points (1000 = 10 %).
 */

/**
 * The payment of these order items was confirmed: snapshot the commission rate in force (the product's category's
 * own, else the default) and round(total × rate / 100) in paise. A rate already snapshotted is kept.
 */
export async function snapshotCommission(tx: DbOrTx, orderItemIds: readonly number[]): Promise<void> {
  if (orderItemIds.length === 0) return;
  await tx.execute(sql`
    update order_items oi
       set commission_rate_bps = r.bps,
           commission_paise = round(oi.total_paise::numeric * r.bps / 10000)::int
      from (select i.id, coalesce(cc.rate_bps, (select default_rate_bps from money_settings where id = 1), 0) as bps
              from order_items i
              left join products p on p.id = i.product_id
              left join category_commissions cc on cc.category_name = p.category_name
             where i.id in (${sql.join(
               orderItemIds.map((id) => sql`${id}`),
               sql`, `,
             )})) r
     where oi.id = r.id and oi.commission_rate_bps is null`);
}

/**
 * The item was Delivered at `at`: the sale (+ line total) and its commission (− the snapshot) enter the seller's
 * ledger, pending until the hold has passed. Written once per item, whatever calls it twice.
 */
export async function recordDelivery(tx: DbOrTx, orderItemId: number, at: Date): Promise<void> {
  await tx.execute(sql`
    insert into seller_ledger (seller_id, type, order_item_id, amount_paise, available_at, created_at)
    select oi.seller_id, t.type, oi.id,
           case t.type when 'sale' then oi.total_paise else -coalesce(oi.commission_paise, 0) end,
           ${at.toISOString()}::timestamptz + make_interval(days => (select hold_days from money_settings where id = 1)),
           ${at.toISOString()}::timestamptz
      from order_items oi cross join (values ('sale'), ('commission')) as t(type)
     where oi.id = ${orderItemId} and oi.seller_id is not null
    on conflict do nothing`);
}

/**
 * The item's money went back to the buyer (a return, or any refund after delivery): the refund (− line total) and the
 * commission given back (+ commission), available when the sale itself is (a return inside the hold cancels a sale
 * that was never available). An item that never entered the ledger (cancelled before delivery) writes nothing.
 */
export async function recordRefund(tx: DbOrTx, orderItemId: number, at: Date): Promise<void> {
  await tx.execute(sql`
    insert into seller_ledger (seller_id, type, order_item_id, amount_paise, available_at, created_at)
    select s.seller_id, t.type, s.order_item_id,
           case t.type when 'refund' then -s.amount_paise else coalesce(-c.amount_paise, 0) end,
           greatest(s.available_at, ${at.toISOString()}::timestamptz), ${at.toISOString()}::timestamptz
      from seller_ledger s
      left join seller_ledger c on c.order_item_id = s.order_item_id and c.type = 'commission'
      cross join (values ('refund'), ('commission_reversal')) as t(type)
     where s.order_item_id = ${orderItemId} and s.type = 'sale'
    on conflict do nothing`);
}
