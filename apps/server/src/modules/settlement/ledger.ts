import type { DbOrTx } from '../../db/client.ts';
import * as repo from './repository.ts';

/**
 * The three places the order lifecycle writes money (decision 049), each one statement inside the caller's
 * transaction: the commission snapshot at payment confirmation, the sale at delivery, the refund after delivery.
 */
export const snapshotCommission = (tx: DbOrTx, orderItemIds: readonly number[]) =>
  repo.snapshotCommission(tx, orderItemIds);
/**
 * The same snapshot as SQL pieces, for the confirmation's own update of the lines (decision 054): the rate in force
 * for a line's product, and the `set` assignments that keep an existing snapshot.
 */
export { commissionRateBpsSql, commissionSnapshotSetSql } from './repository.ts';
export const recordDelivery = (tx: DbOrTx, orderItemId: number, at: Date) =>
  repo.recordDelivery(tx, orderItemId, at);
export const recordRefund = (tx: DbOrTx, orderItemId: number, at: Date) =>
  repo.recordRefund(tx, orderItemId, at);
/** Demo data: the commission and ledger entries of the seeded order history. */
export const backfillDemoLedger = (tx: DbOrTx) => repo.backfillLedger(tx);
