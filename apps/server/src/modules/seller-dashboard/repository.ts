import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { SALE_STATUSES, VISIBLE_ORDER_ITEM_STATUSES } from '@electrohub/shared/orders-status';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, products } from '../../db/schema/index.ts';

const sale = sql.join(
  SALE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * The seller's order-item figures in one scan of their items (index order_items_seller_status_created_idx).
 * Sums are float8 so big sellers never overflow int4 and both drivers return numbers.
 */
export async function itemFigures(db: DbOrTx, sellerId: number) {
  const [row] = await db
    .select({
      saleItems: sql<number>`(count(*) filter (where ${orderItems.status} in (${sale})))::int`,
      salePaise: sql<number>`coalesce(sum(${orderItems.totalPaise}) filter (where ${orderItems.status} in (${sale})), 0)::float8`,
      units: sql<number>`coalesce(sum(${orderItems.quantity}) filter (where ${orderItems.status} in (${sale})), 0)::int`,
      returned: sql<number>`(count(*) filter (where ${orderItems.status} = 'Returned'))::int`,
      open: sql<number>`(count(*) filter (where ${orderItems.status} in ('OrderConfirmed', 'Shipped')))::int`,
      delivered: sql<number>`(count(*) filter (where ${orderItems.status} = 'Delivered'))::int`,
    })
    .from(orderItems)
    .where(
      and(eq(orderItems.sellerId, sellerId), inArray(orderItems.status, [...VISIBLE_ORDER_ITEM_STATUSES])),
    );
  return {
    saleItems: Number(row?.saleItems ?? 0),
    salePaise: Number(row?.salePaise ?? 0),
    units: Number(row?.units ?? 0),
    returned: Number(row?.returned ?? 0),
    open: Number(row?.open ?? 0),
    delivered: Number(row?.delivered ?? 0),
  };
}

/**
 * Paise sold per local calendar day (`YYYY-MM-DD` in `timeZone`) for items created in [from, to), of one seller
 * or (no `sellerId`) of all. Bucketing happens in the database with `AT TIME ZONE`, so a sale at 00:30 IST lands
 * on its Indian day.
 */
export async function dailySales(db: DbOrTx, timeZone: string, from: Date, to: Date, sellerId?: number) {
  const day = sql<string>`to_char((${orderItems.createdAt} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, paise: sql<number>`sum(${orderItems.totalPaise})::float8` })
    .from(orderItems)
    .where(
      and(
        sellerId === undefined ? undefined : eq(orderItems.sellerId, sellerId),
        inArray(orderItems.status, [...SALE_STATUSES]),
        gte(orderItems.createdAt, from),
        lt(orderItems.createdAt, to),
      ),
    )
    // By position: the zone is a bound parameter, so the select expression and a repeated one would differ.
    .groupBy(sql`1`);
  return rows.map((r) => ({ day: r.day, paise: Number(r.paise) }));
}

/** The seller's products per category (Discontinued left out), most first, then by name. */
export async function categoryCounts(db: DbOrTx, sellerId: number) {
  const count = sql<number>`count(*)::int`;
  const rows = await db
    .select({ name: products.categoryName, productCount: count })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), ne(products.status, 'Discontinued')))
    .groupBy(products.categoryName)
    .orderBy(sql`count(*) desc`, products.categoryName);
  return rows.map((r) => ({ name: r.name, productCount: Number(r.productCount) }));
}
