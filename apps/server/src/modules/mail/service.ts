import type { Db } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionInfo } from '../auth/sessions.ts';
import { jobDataId, type JobSubjects } from '../jobs/queue.ts';
import { queueOrderStatusMail } from './order-mail.ts';
import type { OrderMailType } from './render.ts';
import { findItemMailData, itemEverHadStatus, outboxSummaries } from './repository.ts';

/**
 * `POST /api/sendmail` (kept for old clients): the buyer or the seller of order items asks for the
 * mail of a status each has reached. The recipient and content come from the database only; each
 * (item, type) is mailed once, so a mail already queued by the status change is not sent again. Several items
 * (an order's lines) are checked all before any mail is queued: one that is not the caller's, unknown or not in
 * that status refuses the whole request. `queued`: whether any mail was added.
 */
export async function requestOrderMail(
  db: Db,
  session: SessionInfo,
  input: { orderItemIds: number[]; type: OrderMailType },
): Promise<{ queued: boolean }> {
  return db.transaction(async (tx) => {
    for (const orderItemId of input.orderItemIds) {
      const data = await findItemMailData(tx, orderItemId);
      if (!data) throw notFound('Order not found');
      const mine =
        (session.role === 'user' && data.order.userId === session.accountId) ||
        (session.role === 'seller' && data.item.sellerId === session.accountId);
      if (!mine) throw forbidden();
      const reached =
        data.item.status === input.type || (await itemEverHadStatus(tx, orderItemId, input.type));
      if (!reached)
        throw new AppError('InvalidStatusTransition', `This order item is not ${input.type}`, 409);
    }
    let queued = false;
    for (const orderItemId of input.orderItemIds)
      queued = (await queueOrderStatusMail(tx, orderItemId, input.type)) || queued;
    return { queued };
  });
}

/** One line per outbox row for the admin's dead-jobs list (no body). */
/** Names dead `mail-deliver` jobs for the admin: the mail's kind and recipient, never its body. */
export const mailJobSubjects: JobSubjects = async (db, jobs) => {
  const ids = jobs.map((j) => jobDataId(j.data, 'outboxId'));
  const byId = new Map(
    (
      await outboxSummaries(
        db,
        ids.filter((id) => id !== null),
      )
    ).map((m) => [m.id, m]),
  );
  return ids.map((id) => {
    const mail = id === null ? undefined : byId.get(id);
    return mail ? `Mail #${mail.id} (${mail.kind}) to ${mail.toAddress}` : `Mail #${id ?? '?'}`;
  });
};
