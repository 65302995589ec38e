import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments, refunds } from '../../db/schema/index.ts';

/** The captured payment of an order (the first, when a buyer somehow paid twice). */
export async function paymentOfOrder(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id))
    .limit(1);
  return row ?? null;
}

/** Record a refund (one per order item); null when the item has one already. */
export async function insertRefund(db: DbOrTx, values: typeof refunds.$inferInsert): Promise<number | null> {
  const rows = await db
    .insert(refunds)
    .values(values)
    .onConflictDoNothing({ target: refunds.orderItemId })
    .returning({ id: refunds.id });
  return rows[0]?.id ?? null;
}

export async function setRefundJob(db: DbOrTx, id: number, jobId: string): Promise<void> {
  await db.update(refunds).set({ jobId }).where(eq(refunds.id, id));
}

/**
 * Claim a Razorpay refund for one provider call (one statement, no lock kept): `pending`, `refunding` (an
 * attempt that died after calling) or `failed` (dead, retried by an admin) becomes `refunding`. Null when it is
 * processed already or not a Razorpay refund.
 */
export async function claimRefund(db: DbOrTx, id: number) {
  const [row] = await db
    .update(refunds)
    .set({ status: 'refunding', attempts: sql`${refunds.attempts} + 1` })
    .where(
      and(
        eq(refunds.id, id),
        inArray(refunds.status, ['pending', 'refunding', 'failed']),
        sql`exists (select 1 from ${payments} where ${payments.id} = ${refunds.paymentId} and ${payments.provider} = 'razorpay')`,
      ),
    )
    .returning({
      id: refunds.id,
      orderItemId: refunds.orderItemId,
      amountPaise: refunds.amountPaise,
      paymentId: refunds.paymentId,
    });
  if (!row || row.paymentId == null) return null;
  const [payment] = await db
    .select({ providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(eq(payments.id, row.paymentId));
  return payment ? { ...row, providerPaymentId: payment.providerPaymentId } : null;
}

export async function markRefund(
  db: DbOrTx,
  id: number,
  set: { status: string; providerRefundId?: string | null; lastError?: string | null },
): Promise<void> {
  await db.update(refunds).set(set).where(eq(refunds.id, id));
}

/** A failed provider call: waits for its retry (`pending`), or `failed` after the last attempt. */
export async function markRefundAttemptFailed(
  db: DbOrTx,
  id: number,
  error: string,
  dead: boolean,
): Promise<void> {
  await db
    .update(refunds)
    .set({ status: dead ? 'failed' : 'pending', lastError: error.slice(0, 1000) })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'refunding')));
}

/** Pending Razorpay refunds without a sending job, locked for the caller's transaction. */
export async function lockPendingRefundsWithoutJob(tx: DbOrTx, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.status, 'pending'), isNull(refunds.jobId), eq(payments.provider, 'razorpay')))
    .orderBy(asc(refunds.id))
    .limit(limit)
    .for('update', { of: refunds, skipLocked: true });
  return rows.map((r) => r.id);
}

/** What the admin's dead-jobs list says about refunds. */
export async function refundSummaries(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: refunds.id, amountPaise: refunds.amountPaise, orderItemId: refunds.orderItemId })
    .from(refunds)
    .where(inArray(refunds.id, ids));
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
