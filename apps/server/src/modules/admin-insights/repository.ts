import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  SALE_STATUSES,
  VISIBLE_ORDER_ITEM_STATUSES,
  type VisibleOrderItemStatus,
} from '@electrohub/shared/orders-status';
import type { DbOrTx } from '../../db/client.ts';
import { imagesOf } from '../../db/product-images.ts';
import { containsPattern } from '../../lib/like.ts';
import { rowAfter, timestampText } from '../../db/keyset.ts';
import { orderItems, orders, products, sellers, users } from '../../db/schema/index.ts';

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const visible = list(VISIBLE_ORDER_ITEM_STATUSES);

// ---------- dashboard ----------

/**
 * Every dashboard figure in one statement: counted items and paise (all time and since `monthFrom`),
 * sellers and buyers. Index order_items_status_created_idx serves the item scan.
 */
export async function salesFigures(db: DbOrTx, monthFrom: Date) {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      salePaise: sql<number>`coalesce(sum(${orderItems.totalPaise}), 0)::float8`,
      monthlyOrders: sql<number>`(count(*) filter (where ${orderItems.createdAt} >= ${monthFrom}))::int`,
      sellers: sql<number>`(select count(*) from ${sellers})::int`,
      users: sql<number>`(select count(*) from ${users})::int`,
    })
    .from(orderItems)
    .where(inArray(orderItems.status, [...SALE_STATUSES]));
  return {
    orders: Number(row?.orders ?? 0),
    salePaise: Number(row?.salePaise ?? 0),
    monthlyOrders: Number(row?.monthlyOrders ?? 0),
    sellers: Number(row?.sellers ?? 0),
    users: Number(row?.users ?? 0),
  };
}

/** The `count` products with the most counted order items (then units, then id); sold at least once. */
export async function topSelling(db: DbOrTx, count: number) {
  const itemCount = sql<number>`count(${orderItems.id})::int`;
  const units = sql<number>`sum(${orderItems.quantity})::int`;
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      pricePaise: products.pricePaise,
      offerPercentage: products.offerPercentage,
      images: imagesOf(products.id),
      orderItems: itemCount,
      unitsSold: units,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.status, [...SALE_STATUSES]))
    .groupBy(products.id)
    .orderBy(desc(itemCount), desc(units), asc(products.id))
    .limit(count);
  return rows.map((r) => ({ ...r, orderItems: Number(r.orderItems), unitsSold: Number(r.unitsSold) }));
}

// ---------- orders ----------

/** The customer as the admin sees them: the checkout's shipping name, else the buyer account's. */
const customerName = sql<string | null>`coalesce(${orders.shippingName}, ${users.name})`;

function orderFilters(q: { status?: VisibleOrderItemStatus; search?: string }): SQL {
  const where: SQL[] = [sql`${orderItems.status} in (${visible})`];
  if (q.status) where.push(eq(orderItems.status, q.status));
  if (q.search) {
    const like = containsPattern(q.search);
    const or_ = or(
      ilike(sql`coalesce(${products.name}, ${orderItems.productName})`, like),
      ilike(customerName, like),
    )!;
    where.push(
      /^#?\d{1,9}$/.test(q.search) ? or(or_, eq(orderItems.id, Number(q.search.replace('#', ''))))! : or_,
    );
  }
  return and(...where)!;
}

/** The live product of an order item (null columns when it is gone) and that product's seller. */
const productAndSeller = {
  productId: products.id,
  productName: products.name,
  pricePaise: products.pricePaise,
  offerPercentage: products.offerPercentage,
  images: imagesOf(products.id),
  sellerId: sellers.id,
  sellerName: sellers.name,
};

/**
 * One page of paid order items, newest first, with the total matching (window count); by cursor, the items after
 * its (createdAt, id) (order_items_created_id_idx), and `total` counts only those.
 */
export async function listOrderItems(
  db: DbOrTx,
  q: {
    status?: VisibleOrderItemStatus;
    search?: string;
    limit: number;
    offset: number;
    after?: readonly [string, number];
  },
) {
  const after = q.after
    ? rowAfter([orderItems.createdAt, orderItems.id], '<', [sql`${q.after[0]}::timestamptz`, q.after[1]])
    : undefined;
  return db
    .select({
      id: orderItems.id,
      createdKey: timestampText(orderItems.createdAt),
      orderId: orderItems.orderId,
      ...productAndSeller,
      customerName,
      quantity: orderItems.quantity,
      totalPaise: orderItems.totalPaise,
      status: orderItems.status,
      createdAt: orderItems.createdAt,
      updatedAt: orderItems.updatedAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(orderFilters(q), after))
    .orderBy(desc(orderItems.createdAt), desc(orderItems.id))
    .limit(q.limit)
    .offset(q.offset);
}

export async function countOrderItems(db: DbOrTx, q: { status?: VisibleOrderItemStatus; search?: string }) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(orderFilters(q));
  return Number(row?.n ?? 0);
}

/** Figures over every paid item (filters ignored): all, Returned, Delivered. */
export async function orderFigures(db: DbOrTx) {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      returns: sql<number>`(count(*) filter (where ${orderItems.status} = 'Returned'))::int`,
      fulfilled: sql<number>`(count(*) filter (where ${orderItems.status} = 'Delivered'))::int`,
    })
    .from(orderItems)
    .where(sql`${orderItems.status} in (${visible})`);
  return {
    orders: Number(row?.orders ?? 0),
    returns: Number(row?.returns ?? 0),
    fulfilled: Number(row?.fulfilled ?? 0),
  };
}

/**
 * One order item with its product (images as JSON), the product's seller, the seller's figures (average review
 * rating over their products, paid items) and the shipping snapshot; null when missing.
 */
export async function findOrderItem(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      status: orderItems.status,
      createdAt: orderItems.createdAt,
      updatedAt: orderItems.updatedAt,
      quantity: orderItems.quantity,
      totalPaise: orderItems.totalPaise,
      ...productAndSeller,
      sellerRating: sql<number | null>`(select avg(r.rating)::float8 from reviews r
        join products sp on sp.id = r.product_id where sp.seller_id = ${sellers.id})`,
      sellerOrders: sql<number>`(select count(*) from order_items so
        where so.seller_id = ${sellers.id} and so.status in (${visible}))::int`,
      shippingName: customerName,
      shippingAddress: sql<string | null>`coalesce(${orders.shippingAddress}, ${users.address})`,
      shippingPhone: sql<string | null>`coalesce(${orders.shippingPhone}, ${users.phone})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    // The seller of the product shown; an item whose product is gone keeps no seller to show.
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(orderItems.id, id));
  return row ?? null;
}
