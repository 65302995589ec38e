import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox, orderItems, orders, orderStatusHistory, users } from '../../db/schema/index.ts';

export interface OutboxInsert {
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  dedupeKey: string | null;
  nextAttemptAt?: Date;
}

/** Queue a mail; with a dedupe key already queued, nothing happens. Returns whether a row was added. */
export async function insertOutbox(db: DbOrTx, row: OutboxInsert): Promise<boolean> {
  const inserted = await db
    .insert(mailOutbox)
    .values(row)
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return inserted.length > 0;
}

export async function outboxKeyExists(db: DbOrTx, dedupeKey: string): Promise<boolean> {
  const [row] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey)).limit(1);
  return Boolean(row);
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Claim up to `limit` due, unsent rows (FOR UPDATE SKIP LOCKED, so several processes never take the same row):
 * the claim bumps `attempts` and pushes `next_attempt_at` to `leaseUntil`, so a row whose sender died is
 * retried after the lease.
 */
export async function claimDue(db: DbOrTx, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markSent(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: at, lastError: null }).where(eq(mailOutbox.id, id));
}

export async function markFailed(db: DbOrTx, id: number, retryAt: Date, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: retryAt, lastError: error.slice(0, 1000) })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/** What an order mail needs about one order item, its order and its buyer. */
export interface ItemMailData {
  item: {
    id: number;
    orderId: number;
    productId: number | null;
    sellerId: number | null;
    productName: string;
    quantity: number;
    unitPricePaise: number;
    offerPercentage: number;
    totalPaise: number;
    status: string;
  };
  order: {
    id: number;
    userId: number | null;
    status: string;
    shippingName: string | null;
    shippingEmail: string | null;
    shippingPhone: string | null;
    shippingAddress: string | null;
  };
  buyer: { name: string; email: string } | null;
}

const itemColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  productId: orderItems.productId,
  sellerId: orderItems.sellerId,
  productName: orderItems.productName,
  quantity: orderItems.quantity,
  unitPricePaise: orderItems.unitPricePaise,
  offerPercentage: orderItems.offerPercentage,
  totalPaise: orderItems.totalPaise,
  status: orderItems.status,
};

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  status: orders.status,
  shippingName: orders.shippingName,
  shippingEmail: orders.shippingEmail,
  shippingPhone: orders.shippingPhone,
  shippingAddress: orders.shippingAddress,
};

export async function findItemMailData(db: DbOrTx, orderItemId: number): Promise<ItemMailData | null> {
  const [row] = await db
    .select({ item: itemColumns, order: orderColumns, buyerName: users.name, buyerEmail: users.email })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orderItems.id, orderItemId))
    .limit(1);
  if (!row) return null;
  return {
    item: row.item,
    order: row.order,
    buyer: row.buyerEmail ? { name: row.buyerName ?? '', email: row.buyerEmail } : null,
  };
}

/** Every line of an order (for the order-confirmed mail), in id order. */
export async function findOrderItemsForMail(db: DbOrTx, orderId: number): Promise<ItemMailData['item'][]> {
  return db.select(itemColumns).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/** Whether the item ever had `status` (current status or a history row). */
export async function itemEverHadStatus(db: DbOrTx, orderItemId: number, status: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderStatusHistory.id })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderItemId, orderItemId), sql`${orderStatusHistory.status}::text = ${status}`))
    .limit(1);
  return Boolean(row);
}

