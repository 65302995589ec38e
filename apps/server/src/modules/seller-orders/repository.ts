import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { VISIBLE_ORDER_ITEM_STATUSES } from '@electrohub/shared/orders-status';
import type { DbOrTx } from '../../db/client.ts';
import { rowAfter, timestampText } from '../../db/keyset.ts';
import { orderItemColumns, type OrderItemColumnsRow } from '../../db/order-item-columns.ts';
import { imagesOf } from '../../db/product-images.ts';
import { orderItems, orders, products, users } from '../../db/schema/index.ts';
import type { SpecPair } from '../../db/schema/catalog.ts';

/** The order items a seller ever sees: paid ones (PaymentPending and Expired never show). */
const visible = inArray(orderItems.status, [...VISIBLE_ORDER_ITEM_STATUSES]);

const itemColumns = {
  ...orderItemColumns,
  orderCreatedAt: orders.createdAt,
  // The shipping snapshot of checkout first, the buyer's account second.
  customerName: sql<string | null>`coalesce(${orders.shippingName}, ${users.name})`,
  customerEmail: sql<string | null>`coalesce(${orders.shippingEmail}, ${users.email})`,
  customerPhone: sql<string | null>`coalesce(${orders.shippingPhone}, ${users.phone})`,
  customerAddress: sql<string | null>`coalesce(${orders.shippingAddress}, ${users.address})`,
  pId: products.id,
  pName: products.name,
  pPricePaise: products.pricePaise,
  pOffer: products.offerPercentage,
  pImages: imagesOf(sql`"products"."id"`),
  pDescription: products.description,
  pBrand: products.brand,
  pCategory: products.categoryName,
  pDetails: products.details,
};

export type SellerItemRow = OrderItemColumnsRow & {
  orderCreatedAt: Date;
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  customerAddress: string | null;
  pId: number | null;
  pName: string | null;
  pPricePaise: number | null;
  pOffer: number | null;
  pImages: { id: number; url: string }[] | null;
  pDescription: string | null;
  pBrand: string | null;
  pCategory: string | null;
  pDetails: SpecPair[] | null;
};

const baseQuery = (db: DbOrTx) =>
  db
    .select(itemColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(products, eq(products.id, orderItems.productId));

const sellerVisible = (sellerId: number) => and(eq(orderItems.sellerId, sellerId), visible);

/**
 * One page of the orders that hold visible items of the seller, newest first (by their newest such item), and
 * how many such orders there are (index order_items_seller_status_created_idx).
 */
export async function pageSellerOrders(
  db: DbOrTx,
  sellerId: number,
  limit: number,
  at: { offset: number } | { after: readonly [string, number] },
): Promise<{ ids: number[]; keys: [string, number][]; total: number }> {
  const newest = sql`max(${orderItems.createdAt})`;
  // By cursor: the orders whose (newest item time, id) come after the cursor's, among the seller's own.
  const after =
    'after' in at
      ? rowAfter([newest, orderItems.orderId], '<', [sql`${at.after[0]}::timestamptz`, at.after[1]])
      : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: orderItems.orderId, createdKey: timestampText(newest) })
      .from(orderItems)
      .where(sellerVisible(sellerId))
      .groupBy(orderItems.orderId)
      .having(after)
      .orderBy(sql`max(${orderItems.createdAt}) desc`, sql`${orderItems.orderId} desc`)
      .limit(limit)
      .offset('offset' in at ? at.offset : 0),
    db
      .select({ n: sql<number>`count(distinct ${orderItems.orderId})::int` })
      .from(orderItems)
      .where(sellerVisible(sellerId)),
  ]);
  return {
    ids: rows.map((r) => r.id),
    keys: rows.map((r) => [r.createdKey, r.id]),
    total: Number(count?.n ?? 0),
  };
}

/** The seller's visible items of some orders, newest first. */
export async function sellerItemsOfOrders(
  db: DbOrTx,
  sellerId: number,
  orderIds: number[],
): Promise<SellerItemRow[]> {
  if (orderIds.length === 0) return [];
  return baseQuery(db)
    .where(and(sellerVisible(sellerId), inArray(orderItems.orderId, orderIds)))
    .orderBy(sql`${orderItems.createdAt} desc`, sql`${orderItems.id} desc`);
}

/** One item by id whatever its seller or status (the service decides 403/404). */
export async function findItem(db: DbOrTx, id: number): Promise<SellerItemRow | null> {
  const [row] = await baseQuery(db).where(eq(orderItems.id, id)).limit(1);
  return row ?? null;
}

/** Lock an item for a status change. */
export async function lockItem(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      sellerId: orderItems.sellerId,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      totalPaise: orderItems.totalPaise,
      status: orderItems.status,
    })
    .from(orderItems)
    .where(eq(orderItems.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Open items (not yet delivered) of a product, locked: a permanent product deletion cancels them. */
export async function lockOpenItemsOfProduct(tx: DbOrTx, productId: number) {
  return tx
    .select({ id: orderItems.id, orderId: orderItems.orderId, totalPaise: orderItems.totalPaise })
    .from(orderItems)
    .where(
      and(eq(orderItems.productId, productId), inArray(orderItems.status, ['OrderConfirmed', 'Shipped'])),
    )
    .orderBy(asc(orderItems.id))
    .for('update');
}

/** Paid items of a seller not yet delivered, locked (the seller is leaving). */
export async function lockOpenItemsOfSeller(tx: DbOrTx, sellerId: number) {
  return tx
    .select({ id: orderItems.id, orderId: orderItems.orderId, totalPaise: orderItems.totalPaise })
    .from(orderItems)
    .where(and(eq(orderItems.sellerId, sellerId), inArray(orderItems.status, ['OrderConfirmed', 'Shipped'])))
    .orderBy(asc(orderItems.id))
    .for('update');
}
