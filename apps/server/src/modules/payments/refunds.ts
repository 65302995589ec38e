import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { PaymentGateway } from './gateway.ts';
import { claimPendingRazorpayRefunds, insertRefund, markRefund, paymentOfOrder } from './repository.ts';

/**
 * Refunds (DECISIONS.md 'Order status': Cancelled and Returned items record a refund — the test gateway at
 * once, Razorpay through its refund API). Recording happens in the status-change transaction; the Razorpay
 * call happens after it, from `processPendingRefunds` (a failed call stays pending and is retried).
 */
export async function recordItemRefund(
  tx: DbOrTx,
  item: { id: number; orderId: number; totalPaise: number },
  now: Date,
): Promise<{ pending: boolean }> {
  const payment = await paymentOfOrder(tx, item.orderId);
  const razorpay = payment?.provider === 'razorpay';
  await insertRefund(tx, {
    orderItemId: item.id,
    paymentId: payment?.id ?? null,
    amountPaise: item.totalPaise,
    status: razorpay ? 'pending' : 'processed',
    providerRefundId: razorpay ? null : `rfnd_test_${item.id}_${now.getTime().toString(36)}`,
    createdAt: now,
  });
  return { pending: razorpay };
}

/** Send pending Razorpay refunds; resolves with how many were processed and how many failed (kept pending). */
export async function processPendingRefunds(
  db: Db,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  limit = 20,
): Promise<{ processed: number; failed: number }> {
  if (gateway.provider !== 'razorpay') return { processed: 0, failed: 0 };
  return db.transaction(async (tx) => {
    const due = await claimPendingRazorpayRefunds(tx, limit);
    let processed = 0;
    let failed = 0;
    for (const r of due) {
      try {
        const refund = await gateway.refund({ paymentId: r.providerPaymentId, amountPaise: r.amountPaise, receipt: `item_${r.orderItemId}` });
        await markRefund(tx, r.id, { status: refund.status === 'failed' ? 'failed' : 'processed', providerRefundId: refund.id });
        processed++;
      } catch (err) {
        failed++;
        log.warn({ err, refundId: r.id }, 'refund not sent; will retry');
      }
    }
    return { processed, failed };
  });
}
