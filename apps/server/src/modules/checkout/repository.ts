import { and, asc, desc, eq, exists, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  cartItems,
  orderItems,
  orders,
  orderStatusHistory,
  payments,
  productImages,
  products,
  productStock,
  refunds,
  users,
} from '../../db/schema/index.ts';

export async function findBuyer(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      address: users.address,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Lock the buyer's row: one buyer's place-orders run one at a time (the unpaid-order cap holds under races). */
export async function lockBuyer(tx: DbOrTx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The buyer's unpaid cart orders, locked (one being confirmed right now is skipped: it is being paid). */
export async function claimPendingCartOrders(tx: DbOrTx, userId: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'Pending'), eq(orders.flag, 'cart')))
    .for('update', { skipLocked: true });
}

/**
 * The buyer's unpaid Buy Now orders holding one of `productIds`, locked (one being confirmed right now is skipped):
 * a new Buy Now of the product replaces them.
 */
export async function claimPendingBuyOrdersOf(
  tx: DbOrTx,
  userId: number,
  productIds: number[],
): Promise<OrderRow[]> {
  if (productIds.length === 0) return [];
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'Pending'),
        eq(orders.flag, 'buy'),
        exists(
          tx
            .select({ one: sql`1` })
            .from(orderItems)
            .where(and(eq(orderItems.orderId, orders.id), inArray(orderItems.productId, productIds))),
        ),
      ),
    )
    .for('update', { of: orders, skipLocked: true });
}

/** The buyer's unpaid orders that still hold stock, newest first (My Orders offers to pay or cancel them). */
export async function unpaidOrdersOf(tx: DbOrTx, userId: number, now: Date): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'Pending'), gt(orders.expiresAt, now)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** How many unpaid orders of the buyer still hold stock. */
export async function countPendingOrders(tx: DbOrTx, userId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::integer` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'Pending'), gt(orders.expiresAt, now)));
  return row?.n ?? 0;
}

export interface CheckoutProduct {
  id: number;
  name: string;
  sellerId: number | null;
  pricePaise: number;
  offerPercentage: number;
  sellingPricePaise: number;
  stock: number;
  status: 'Active' | 'Inactive' | 'OutOfStock' | 'Discontinued';
  image: string | null;
}

/** The products of a draft as they are now, with their first image. */
export async function productsForCheckout(db: DbOrTx, ids: number[]): Promise<CheckoutProduct[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      sellerId: products.sellerId,
      pricePaise: products.pricePaise,
      offerPercentage: products.offerPercentage,
      sellingPricePaise: products.sellingPricePaise,
      stock: sql<number>`coalesce(${productStock.stock}, 0)`,
      status: products.status,
      image: sql<
        string | null
      >`(select ${productImages.url} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position}, ${productImages.id} limit 1)`,
    })
    .from(products)
    .leftJoin(productStock, eq(productStock.productId, products.id))
    .where(inArray(products.id, ids));
}

export async function insertOrder(tx: DbOrTx, values: typeof orders.$inferInsert) {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

export async function insertOrderItems(tx: DbOrTx, values: (typeof orderItems.$inferInsert)[]) {
  return tx.insert(orderItems).values(values).returning();
}

export async function setProviderOrderId(
  db: DbOrTx,
  orderId: number,
  providerOrderId: string,
): Promise<void> {
  await db.update(orders).set({ providerOrderId }).where(eq(orders.id, orderId));
}

export type OrderRow = typeof orders.$inferSelect;

export async function findOrderByProviderId(
  db: DbOrTx,
  provider: 'test' | 'razorpay',
  providerOrderId: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.providerOrderId, providerOrderId)))
    .limit(1);
  return row ?? null;
}

export async function findOrder(db: DbOrTx, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

export async function lockOrder(tx: DbOrTx, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return row ?? null;
}

export async function itemsOfOrder(db: DbOrTx, orderId: number) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

export async function markOrder(
  tx: DbOrTx,
  orderId: number,
  set: Partial<Pick<OrderRow, 'status' | 'paidAt'>>,
): Promise<void> {
  await tx.update(orders).set(set).where(eq(orders.id, orderId));
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

export async function insertHistory(
  tx: DbOrTx,
  rows: {
    orderItemId: number;
    status: (typeof orderItems.$inferSelect)['status'];
    actor: string;
    at: Date;
  }[],
): Promise<void> {
  if (rows.length) await tx.insert(orderStatusHistory).values(rows);
}

/** Record a captured payment once (unique per provider payment id). Returns the row (new or existing). */
export async function upsertPayment(
  tx: DbOrTx,
  values: {
    orderId: number;
    provider: 'test' | 'razorpay';
    providerPaymentId: string;
    amountPaise: number;
    status?: string;
    createdAt: Date;
  },
) {
  await tx
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: [payments.provider, payments.providerPaymentId] });
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(eq(payments.provider, values.provider), eq(payments.providerPaymentId, values.providerPaymentId)),
    )
    .limit(1);
  return row!;
}

export async function insertRefunds(tx: DbOrTx, rows: (typeof refunds.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(refunds).values(rows).onConflictDoNothing({ target: refunds.orderItemId });
}

/** The bought lines leave the cart (flag 'cart'). */
export async function removeCartLines(tx: DbOrTx, userId: number, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}

/**
 * Claim unpaid orders past their expiry (FOR UPDATE SKIP LOCKED: processes never take the same order, and an
 * order being verified right now is skipped).
 */
export async function claimExpiredOrders(tx: DbOrTx, now: Date, limit: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'Pending'), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt), asc(orders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function pendingItemsOfOrders(tx: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return tx
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.status, 'PaymentPending')));
}

export async function setOrdersStatus(
  tx: DbOrTx,
  orderIds: number[],
  status: OrderRow['status'],
): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.update(orders).set({ status }).where(inArray(orders.id, orderIds));
}
