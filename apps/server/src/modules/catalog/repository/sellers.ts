/** Public seller pages and the top sellers ranking. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { visibleProductSql } from '../../../db/visibility.ts';
import { orderItems, products, sellers } from '../../../db/schema/index.ts';
import { listItemColumns, visible } from './columns.ts';

/** Order-item statuses that count as a sale (Cancelled, Returned, unpaid and expired lines do not). */
export const SOLD_STATUSES = ['OrderConfirmed', 'Shipped', 'Delivered'] as const;

const S_ID = sql.raw('"sellers"."id"');

const unitsSold90d = sql<number>`coalesce((select sum(oi.quantity) from ${orderItems} oi where oi.seller_id = ${S_ID} and oi.status in ('OrderConfirmed', 'Shipped', 'Delivered') and oi.created_at >= now() - interval '90 days'), 0)::int`;
const visibleProductCount = sql<number>`(select count(*) from ${products} p where p.seller_id = ${S_ID} and ${visibleProductSql('p')})::int`;

/** Approved sellers ranked by units sold in the last 90 days, then by visible product count, then id. */
export async function listTopSellers(db: DbOrTx, limit: number) {
  return (
    db
      .select({
        id: sellers.id,
        name: sellers.name,
        pfp: sellers.pfp,
        units: unitsSold90d,
        productCount: visibleProductCount,
      })
      .from(sellers)
      // A pending or suspended seller is not shown to buyers (decision 049).
      .where(eq(sellers.status, 'approved'))
      .orderBy(desc(unitsSold90d), desc(visibleProductCount), asc(sellers.id))
      .limit(limit)
  );
}

/**
 * A seller's public profile with its statistics (one statement): visible product count, average over every
 * review of its products, and units sold (sold statuses only).
 */
export async function findPublicSeller(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: sellers.id,
      name: sellers.name,
      pfp: sellers.pfp,
      address: sellers.address,
      createdAt: sellers.createdAt,
      productCount: visibleProductCount,
      ratingSum: sql<number>`coalesce((select sum(p.rating_avg_x100::bigint * p.rating_count) from ${products} p where p.seller_id = ${S_ID}), 0)::float8`,
      ratingCount: sql<number>`coalesce((select sum(p.rating_count) from ${products} p where p.seller_id = ${S_ID}), 0)::int`,
      totalSales: sql<number>`coalesce((select sum(oi.quantity) from ${orderItems} oi where oi.seller_id = ${S_ID} and oi.status in ('OrderConfirmed', 'Shipped', 'Delivered')), 0)::int`,
    })
    .from(sellers)
    .where(eq(sellers.id, id))
    .limit(1);
  return row ?? null;
}

/** One page of a seller's visible products, newest first. */
export async function listSellerProducts(db: DbOrTx, sellerId: number, limit: number, offset: number) {
  return db
    .select(listItemColumns)
    .from(products)
    .where(and(eq(products.sellerId, sellerId), visible()))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit)
    .offset(offset);
}

export async function sellerExists(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: sellers.id, name: sellers.name })
    .from(sellers)
    .where(eq(sellers.id, id))
    .limit(1);
  return row ?? null;
}
