import type { Db } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionInfo } from '../auth/sessions.ts';
import { queueOrderStatusMail } from './order-mail.ts';
import type { OrderMailType } from './render.ts';
import { findItemMailData, itemEverHadStatus } from './repository.ts';

/**
 * `POST /api/sendmail` (kept for old clients): the buyer or the seller of an order item asks for the
 * mail of a status the item has reached. The recipient and content come from the database only; each
 * (item, type) is mailed once, so a mail already queued by the status change is not sent again.
 */
export async function requestOrderMail(
  db: Db,
  session: SessionInfo,
  input: { orderItemId: number; type: OrderMailType },
): Promise<{ queued: boolean }> {
  return db.transaction(async (tx) => {
    const data = await findItemMailData(tx, input.orderItemId);
    if (!data) throw notFound('Order not found');
    const mine =
      (session.role === 'user' && data.order.userId === session.accountId) ||
      (session.role === 'seller' && data.item.sellerId === session.accountId);
    if (!mine) throw forbidden();
    const reached =
      data.item.status === input.type || (await itemEverHadStatus(tx, input.orderItemId, input.type));
    if (!reached) throw new AppError('InvalidStatusTransition', `This order item is not ${input.type}`, 409);
    return { queued: await queueOrderStatusMail(tx, input.orderItemId, input.type) };
  });
}

/** One line per outbox row for the admin's dead-jobs list (no body). */
export { outboxSummaries } from './repository.ts';
