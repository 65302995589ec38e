/**
 * Buyers and order history for the sale-day benchmark, generated inside PostgreSQL with `generate_series`
 * (one INSERT … SELECT per table, no row crosses the wire): N buyers and M order items in paid orders of
 * two or three lines over the last 60 days, with their payments and one status-history row per item.
 * Used by `bench/generate-catalog.ts --buyers N --order-items M`.
 *
 * Buyers are `buyer-<tag>-<n>@bench.electrohub.test` with the demo buyer's password and answer, so any of
 * them can sign in. Order lines snapshot the product's price, offer, seller, name and first image; popular
 * products get more lines (a cubed uniform pick over the visible catalogue).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../apps/server/src/db/client.ts';

/** The e-mail domain of generated buyers: the benchmark finds its buyers by it. */
export const BENCH_BUYER_DOMAIN = 'bench.electrohub.test';

export async function countBenchPeople(db: DbOrTx): Promise<{ buyers: number; orderItems: number }> {
  const buyers = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from users where email like ${`%@${BENCH_BUYER_DOMAIN}`}`,
  );
  const items = await db.execute<{ n: number }>(sql`select count(*)::int as n from order_items`);
  return { buyers: buyers.rows[0]!.n, orderItems: items.rows[0]!.n };
}

export async function insertBenchBuyers(
  db: DbOrTx,
  count: number,
  tag: string,
  hashes: { password: string; answer: string },
): Promise<void> {
  if (count <= 0) return;
  await db.execute(sql`
    insert into users (name, email, phone, address, password_hash, answer_hash, created_at, updated_at)
    select 'Bench Buyer ' || g,
           ${`buyer-${tag}-`} || g || ${`@${BENCH_BUYER_DOMAIN}`},
           '9' || lpad((g % 1000000000)::text, 9, '0'),
           g || ' MG Road, Bengaluru 560001',
           ${hashes.password}, ${hashes.answer},
           now() - (random() * interval '365 days'), now()
    from generate_series(1, ${count}::int) g`);
}

/**
 * `items` order lines in ceil(items / 2.5) paid orders of the generated buyers (2 or 3 lines each), with a
 * payment per order and a status-history row per line. Runs in the caller's transaction.
 */
export async function insertBenchOrders(db: DbOrTx, items: number, tag: string): Promise<{ orders: number }> {
  if (items <= 0) return { orders: 0 };
  const orders = Math.ceil(items / 2.5);
  await db.execute(sql`create temp table bench_buyer on commit drop as
    select row_number() over (order by id)::int as rn, id, name, email, phone, address from users
    where email like ${`%@${BENCH_BUYER_DOMAIN}`}`);
  await db.execute(sql`create temp table bench_product on commit drop as
    select row_number() over (order by p.id)::int as rn, p.id, p.seller_id, p.price_paise, p.offer_percentage,
           p.selling_price_paise, p.name,
           (select i.url from product_images i where i.product_id = p.id order by i.position limit 1) as image
    from products p where p.status in ('Active', 'OutOfStock')`);
  const counts = await db.execute<{ b: number; p: number }>(
    sql`select (select count(*) from bench_buyer)::int as b, (select count(*) from bench_product)::int as p`,
  );
  const { b, p } = counts.rows[0]!;
  if (b === 0 || p === 0) throw new Error('order history needs buyers and visible products first');

  // Orders: a buyer each, a time in the last 60 days, paid a minute later. Amounts are filled in below.
  await db.execute(sql`create temp table bench_order on commit drop as
    select g as n, 1 + floor(random() * ${b})::int as buyer_rn,
           now() - (random() * interval '60 days') - interval '1 hour' as at
    from generate_series(1, ${orders}::int) g`);
  await db.execute(sql`
    insert into orders (user_id, status, amount_paise, currency, provider, provider_order_id, flag,
                        shipping_name, shipping_email, shipping_phone, shipping_address, expires_at, paid_at, created_at)
    select bb.id, 'Paid', 0, 'INR', 'test', ${`bench_${tag}_`} || o.n, 'buy',
           bb.name, bb.email, bb.phone, bb.address, o.at + interval '15 minutes', o.at + interval '1 minute', o.at
    from bench_order o join bench_buyer bb on bb.rn = o.buyer_rn`);
  await db.execute(sql`create temp table bench_order_id on commit drop as
    select o.id, substring(o.provider_order_id from ${`bench_${tag}_`.length + 1}::int)::int as n, o.created_at
    from orders o where o.provider_order_id like ${`bench\\_${tag}\\_%`}`);
  // Line g belongs to order floor((g-1) * orders / items) + 1: two or three lines per order.
  await db.execute(sql`
    insert into order_items (order_id, product_id, seller_id, quantity, unit_price_paise, offer_percentage,
                             total_paise, product_name, product_image, status, delivered_at, created_at, updated_at)
    select oi.id, bp.id, bp.seller_id, l.q, bp.price_paise, bp.offer_percentage, bp.selling_price_paise * l.q,
           bp.name, bp.image, l.status::order_item_status,
           case when l.status in ('Delivered', 'Returned') then oi.created_at + interval '3 days' end,
           oi.created_at, oi.created_at
    from (
      select g, 1 + floor((g - 1)::bigint * ${orders} / ${items})::int as order_n,
             1 + floor(power(random(), 3) * ${p})::int as product_rn,
             case when random() < 0.85 then 1 else 2 end as q,
             (array['Delivered','Delivered','Delivered','Delivered','Delivered','Delivered','Shipped','OrderConfirmed','Cancelled','Returned'])[1 + floor(random() * 10)::int] as status
      from generate_series(1, ${items}::int) g
    ) l
    join bench_order_id oi on oi.n = l.order_n
    join bench_product bp on bp.rn = l.product_rn`);
  await db.execute(sql`
    update orders o set amount_paise = s.total
    from (select order_id, sum(total_paise)::int as total from order_items group by order_id) s
    where s.order_id = o.id and o.provider_order_id like ${`bench\\_${tag}\\_%`}`);
  await db.execute(sql`
    insert into payments (order_id, provider, provider_payment_id, amount_paise, status, created_at)
    select o.id, 'test', 'pay_' || o.provider_order_id, o.amount_paise, 'captured', o.paid_at
    from orders o where o.provider_order_id like ${`bench\\_${tag}\\_%`}`);
  await db.execute(sql`
    insert into order_status_history (order_item_id, status, actor, at)
    select i.id, i.status, 'system', coalesce(i.delivered_at, i.created_at + interval '1 minute')
    from order_items i join bench_order_id oi on oi.id = i.order_id`);
  return { orders };
}
