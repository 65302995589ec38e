import { CMS_TOASTS, type AdminMessageList, type messageListQuerySchema } from '@electrohub/shared/admin-cms';
import { CONTACT_MESSAGES, type contactMessageSchema } from '@electrohub/shared/contact';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { audit } from '../audit/service.ts';
import * as repo from './repository.ts';

/** Store a contact-form message for the admin Message Center. */
export async function sendContactMessage(db: DbOrTx, input: z.output<typeof contactMessageSchema>) {
  await repo.insertMessage(db, input);
  return { message: CONTACT_MESSAGES.sent };
}

/** `GET /api/admin/messages`: a page of the Message Center with its three counters. */
export async function listMessages(
  db: DbOrTx,
  q: z.output<typeof messageListQuerySchema>,
): Promise<AdminMessageList> {
  const offset = (q.page - 1) * q.limit;
  const [rows, counts] = await Promise.all([
    repo.listMessages(db, { q: q.q, userType: q.userType, sort: q.sort, limit: q.limit, offset }),
    repo.countMessages(db),
  ]);
  // Past the last page there is no row to carry the total; with no filter it is the overall count.
  const total =
    rows[0]?.total ??
    (offset === 0
      ? 0
      : ((await repo.listMessages(db, { q: q.q, userType: q.userType, sort: q.sort, limit: 1, offset: 0 }))[0]
          ?.total ?? 0));
  return {
    messages: rows.map(({ total: _t, createdAt, ...m }) => ({ ...m, createdAt: createdAt.toISOString() })),
    total,
    counts,
  };
}

/** `DELETE /api/admin/messages/{id}`. */
export async function deleteMessage(db: DbOrTx, actor: { adminId: number; ip: string }, id: number) {
  const removed = await repo.deleteMessage(db, id);
  if (!removed) throw notFound('Message not found');
  await audit(db, {
    category: 'system',
    action: 'admin.message-delete',
    actorType: 'admin',
    actorId: actor.adminId,
    ip: actor.ip,
    detail: `#${id}`,
  });
  return { message: CMS_TOASTS.messageDeleted, id };
}
