import { and, asc, count, desc, eq, exists, inArray, notExists, sql } from 'drizzle-orm';
import { VISIBLE_ORDER_ITEM_STATUSES } from '@electrohub/shared/orders-status';
import type { DbOrTx } from '../../db/client.ts';
import { rowAfter, timestampText } from '../../db/keyset.ts';
import { orderItemColumns, type OrderItemColumnsRow } from '../../db/order-item-columns.ts';
import { productPriceColumns } from '../../db/product-columns.ts';
import type { StoredPrice } from '../../lib/product-price.ts';
import {
  orderItems,
  orders,
  orderStatusHistory,
  productImages,
  products,
  refunds,
  reviews,
  sellers,
  users,
} from '../../db/schema/index.ts';

type ItemStatus = (typeof orderItems.$inferSelect)['status'];

/** The statuses a buyer ever sees (unpaid and lapsed checkouts never show). */
const VISIBLE: ItemStatus[] = [...VISIBLE_ORDER_ITEM_STATUSES];

const imagesOf = sql<
  { id: number; url: string }[]
>`case when ${products.id} is null then null else coalesce((select json_agg(json_build_object('id', ${productImages.id}, 'url', ${productImages.url}) order by ${productImages.position}, ${productImages.id}) from ${productImages} where ${productImages.productId} = ${products.id}), '[]'::json) end`;

const itemSelection = {
  ...orderItemColumns,
  deliveredAt: orderItems.deliveredAt,
  userId: orders.userId,
  p: {
    ...productPriceColumns,
    status: products.status,
    sellerId: products.sellerId,
    images: imagesOf,
  },
};

export type ItemRow = OrderItemColumnsRow & {
  deliveredAt: Date | null;
  userId: number | null;
  p:
    | (StoredPrice & {
        status: string;
        sellerId: number | null;
        images: { id: number; url: string }[];
      })
    | null;
};

/** One of the buyer's orders with who it ships to. */
export interface BuyerOrderRow {
  id: number;
  createdAt: Date;
  /** The cursor's key (db/keyset.ts). */
  createdKey: string;
  shippingName: string | null;
  shippingEmail: string | null;
  shippingPhone: string | null;
  shippingAddress: string | null;
}

/**
 * One page of the buyer's orders that have an item the buyer sees (of `statuses`, when given), by placing time,
 * and how many such orders there are.
 */
export async function listBuyerOrders(
  db: DbOrTx,
  userId: number,
  opts: {
    statuses: ItemStatus[];
    oldestFirst: boolean;
    page: number;
    limit: number;
    after?: readonly [string, number];
  },
): Promise<{ rows: BuyerOrderRow[]; total: number }> {
  const shown = opts.statuses.filter((s) => VISIBLE.includes(s));
  const hasShownItem = exists(
    db
      .select({ one: sql`1` })
      .from(orderItems)
      .where(
        and(eq(orderItems.orderId, orders.id), inArray(orderItems.status, shown.length ? shown : VISIBLE)),
      ),
  );
  const where = and(eq(orders.userId, userId), hasShownItem);
  const dir = opts.oldestFirst ? asc : desc;
  // By cursor: the orders after (createdAt, id) in the list's direction, one range of orders_user_created_id_idx.
  const after = opts.after
    ? rowAfter([orders.createdAt, orders.id], opts.oldestFirst ? '>' : '<', [
        sql`${opts.after[0]}::timestamptz`,
        opts.after[1],
      ])
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        createdKey: timestampText(orders.createdAt),
        shippingName: orders.shippingName,
        shippingEmail: orders.shippingEmail,
        shippingPhone: orders.shippingPhone,
        shippingAddress: orders.shippingAddress,
      })
      .from(orders)
      .where(and(where, after))
      .orderBy(dir(orders.createdAt), dir(orders.id))
      .limit(opts.limit)
      .offset(after ? 0 : (opts.page - 1) * opts.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The visible items (of `statuses`, when given) of some orders, in order of the item id, with the seller's name. */
export async function visibleItemsOfOrders(
  db: DbOrTx,
  orderIds: number[],
  statuses: ItemStatus[],
): Promise<(ItemRow & { sellerName: string | null })[]> {
  if (orderIds.length === 0) return [];
  const shown = statuses.filter((s) => VISIBLE.includes(s));
  return db
    .select({ ...itemSelection, sellerName: sellers.name })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(sellers, eq(sellers.id, orderItems.sellerId))
    .where(
      and(inArray(orderItems.orderId, orderIds), inArray(orderItems.status, shown.length ? shown : VISIBLE)),
    )
    .orderBy(asc(orderItems.id));
}

/** The items of one order (any status), with the live product. */
export async function itemsOfOrder(db: DbOrTx, orderId: number): Promise<ItemRow[]> {
  return db
    .select(itemSelection)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export async function findItemDetail(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...itemSelection,
      sellerName: sellers.name,
      shippingName: orders.shippingName,
      shippingEmail: orders.shippingEmail,
      shippingPhone: orders.shippingPhone,
      shippingAddress: orders.shippingAddress,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(sellers, eq(sellers.id, orderItems.sellerId))
    .where(eq(orderItems.id, id))
    .limit(1);
  return row ?? null;
}

export async function historyOf(db: DbOrTx, orderItemId: number) {
  return db
    .select({ status: orderStatusHistory.status, at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderItemId, orderItemId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
}

export async function refundOf(db: DbOrTx, orderItemId: number) {
  const [row] = await db
    .select({ amountPaise: refunds.amountPaise, status: refunds.status, createdAt: refunds.createdAt })
    .from(refunds)
    .where(eq(refunds.orderItemId, orderItemId))
    .limit(1);
  return row ?? null;
}

export async function reviewIdFor(db: DbOrTx, userId: number, productId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
    .limit(1);
  return row?.id ?? null;
}

/** Lock an item (and read its order's buyer) for a status change. */
export async function lockItem(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      totalPaise: orderItems.totalPaise,
      status: orderItems.status,
      deliveredAt: orderItems.deliveredAt,
      userId: orders.userId,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, id))
    .for('update', { of: orderItems })
    .limit(1);
  return row ?? null;
}

export async function setItemStatus(tx: DbOrTx, id: number, status: ItemStatus, now: Date): Promise<void> {
  await tx
    .update(orderItems)
    .set({ status, updatedAt: now, ...(status === 'Delivered' ? { deliveredAt: now } : {}) })
    .where(eq(orderItems.id, id));
}

export async function insertHistory(
  tx: DbOrTx,
  row: { orderItemId: number; status: ItemStatus; actor: string; at: Date },
): Promise<void> {
  await tx.insert(orderStatusHistory).values(row);
}

export async function buyerContact(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ name: users.name, email: users.email, phone: users.phone, address: users.address })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Erase the shipping snapshot of a (leaving) buyer's orders that have no item still to deliver. */
export async function eraseShippingOf(db: DbOrTx, userId: number): Promise<void> {
  const openItem = db
    .select({ one: sql`1` })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orders.id),
        inArray(orderItems.status, ['PaymentPending', 'OrderConfirmed', 'Shipped']),
      ),
    );
  await db
    .update(orders)
    .set({ shippingName: null, shippingEmail: null, shippingPhone: null, shippingAddress: null })
    .where(and(eq(orders.userId, userId), notExists(openItem)));
}

// ---- the order lifecycle's writes (checkout calls them, in its transactions) ----

/** The provider's order id, once the provider opened the payment. */
export async function setProviderOrderId(
  db: DbOrTx,
  orderId: number,
  providerOrderId: string,
): Promise<void> {
  await db.update(orders).set({ providerOrderId }).where(eq(orders.id, orderId));
}

export async function setOrdersStatus(
  tx: DbOrTx,
  orderIds: number[],
  status: (typeof orders.$inferSelect)['status'],
): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.update(orders).set({ status }).where(inArray(orders.id, orderIds));
}

export async function setItemsStatus(
  tx: DbOrTx,
  ids: number[],
  status: (typeof orderItems.$inferSelect)['status'],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(orderItems).set({ status, updatedAt: now }).where(inArray(orderItems.id, ids));
}
