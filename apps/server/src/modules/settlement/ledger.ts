import type { DbOrTx } from '../../db/client.ts';
import * as repo from './repository.ts';

/**
 * The three places the order lifecycle writes money (decision 049), each one statement inside the caller's
 * transaction: the commission snapshot at payment confirmation, the sale at delivery, the refund after delivery.
 */
export const snapshotCommission = (tx: DbOrTx, orderItemIds: readonly number[]) =>
  repo.snapshotCommission(tx, orderItemIds);
export const recordDelivery = (tx: DbOrTx, orderItemId: number, at: Date) =>
  repo.recordDelivery(tx, orderItemId, at);
export const recordRefund = (tx: DbOrTx, orderItemId: number, at: Date) =>
  repo.recordRefund(tx, orderItemId, at);
