import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments, refunds } from '../../db/schema/index.ts';

/** The captured payment of an order (the first, when a buyer somehow paid twice). */
export async function paymentOfOrder(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)).limit(1);
  return row ?? null;
}

export async function insertRefund(db: DbOrTx, values: typeof refunds.$inferInsert): Promise<boolean> {
  const rows = await db.insert(refunds).values(values).onConflictDoNothing({ target: refunds.orderItemId }).returning({ id: refunds.id });
  return rows.length > 0;
}

/**
 * Claim pending Razorpay refunds (FOR UPDATE SKIP LOCKED; the lock is held while the refund API is called, so
 * two processes never send the same refund).
 */
export async function claimPendingRazorpayRefunds(tx: DbOrTx, limit: number) {
  return tx
    .select({
      id: refunds.id,
      orderItemId: refunds.orderItemId,
      amountPaise: refunds.amountPaise,
      providerPaymentId: payments.providerPaymentId,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.status, 'pending'), eq(payments.provider, 'razorpay')))
    .orderBy(asc(refunds.id))
    .limit(limit)
    .for('update', { of: refunds, skipLocked: true });
}

export async function markRefund(db: DbOrTx, id: number, set: { status: string; providerRefundId?: string | null }): Promise<void> {
  await db.update(refunds).set(set).where(eq(refunds.id, id));
}
