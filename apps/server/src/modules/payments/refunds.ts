import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { errorLine } from '../../lib/errors.ts';
import type { JobHandler } from '../jobs/queue.ts';
import { enqueueJob } from '../jobs/service.ts';
import type { PaymentGateway } from './gateway.ts';
import { recordRefund } from '../settlement/ledger.ts';
import {
  claimRefund,
  insertRefund,
  lockPendingRefundsWithoutJob,
  markRefund,
  markRefundAttemptFailed,
  paymentOfOrder,
  setRefundJob,
} from './repository.ts';

/**
 * Refunds (Cancelled and Returned items record a refund — the test gateway at
 * once, Razorpay through its refund API). Recording happens in the status-change transaction, which also queues
 * the `refund-send` job for Razorpay; the job claims the row (`pending` → `refunding`), calls Razorpay outside
 * any transaction with the refund's idempotency key, and records the answer (docs/decisions/027-background-jobs.md).
 */
export async function recordItemRefund(
  tx: DbOrTx,
  item: { id: number; orderId: number; totalPaise: number },
  now: Date,
): Promise<{ pending: boolean }> {
  // Money back to the buyer after delivery comes out of the seller's ledger (nothing when it was never delivered).
  await recordRefund(tx, item.id, now);
  const payment = await paymentOfOrder(tx, item.orderId);
  const razorpay = payment?.provider === 'razorpay';
  const id = await insertRefund(tx, {
    orderItemId: item.id,
    paymentId: payment?.id ?? null,
    amountPaise: item.totalPaise,
    status: razorpay ? 'pending' : 'processed',
    providerRefundId: razorpay ? null : `rfnd_test_${item.id}_${now.getTime().toString(36)}`,
    createdAt: now,
  });
  if (razorpay && id !== null)
    await setRefundJob(tx, id, await enqueueJob(tx, 'refund-send', { refundId: id }));
  return { pending: razorpay && id !== null };
}

/**
 * The key the provider deduplicates a refund by: the same for every attempt of one refund row, so an attempt
 * repeated after a crash or a failed write gets the refund already made instead of a second one.
 */
export const refundIdempotencyKey = (refundId: number) => `electrohub-refund-${refundId}`;

/**
 * One attempt of the `refund-send` job `{ refundId }`: claim (one short statement), the provider call (no
 * transaction open, no row locked), the result (one short statement). A failed call is recorded and thrown, so
 * the job is retried with back-off; after the last attempt the refund is `failed` until an admin retries the job.
 */
export function refundSendHandler(opts: {
  db: Db;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}): JobHandler<{ refundId: number }> {
  const { db, gateway, log } = opts;
  return async ({ data, last, attempt }) => {
    if (gateway.provider !== 'razorpay') throw new Error('Razorpay is not configured in this process');
    const refund = await claimRefund(db, data.refundId);
    // Processed already (or not a Razorpay refund): nothing to send.
    if (!refund) return;
    let answer: { id: string; status: string };
    try {
      answer = await gateway.refund({
        paymentId: refund.providerPaymentId,
        amountPaise: refund.amountPaise,
        receipt: `item_${refund.orderItemId}`,
        idempotencyKey: refundIdempotencyKey(refund.id),
      });
    } catch (err) {
      log.warn(
        { err, refundId: refund.id, attempt, dead: last },
        last ? 'refund not sent; no attempts left' : 'refund not sent; will retry',
      );
      await markRefundAttemptFailed(db, refund.id, errorLine(err), last);
      throw err;
    }
    await markRefund(db, refund.id, {
      status: answer.status === 'failed' ? 'failed' : 'processed',
      providerRefundId: answer.id,
      lastError: null,
    });
  };
}

/** Give pending Razorpay refunds that have no job one (refunds recorded before the job queue existed). */
export async function adoptPendingRefunds(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = await lockPendingRefundsWithoutJob(tx, 1000);
    for (const id of ids) await setRefundJob(tx, id, await enqueueJob(tx, 'refund-send', { refundId: id }));
    return ids.length;
  });
}
