import {
  CMS_TOASTS,
  type AdminMessage,
  type MessageCounts,
  type messageListQuerySchema,
} from '@electrohub/shared/admin-cms';
import { CONTACT_MESSAGES, type contactMessageSchema } from '@electrohub/shared/contact';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Page } from '../../lib/contract.ts';
import { notFound } from '../../lib/errors.ts';
import { audit } from '../audit/service.ts';
import * as repo from './repository.ts';

/** Store a contact-form message for the admin Message Center. */
export async function sendContactMessage(db: DbOrTx, input: z.output<typeof contactMessageSchema>) {
  await repo.insertMessage(db, input);
  return { message: CONTACT_MESSAGES.sent };
}

/** `GET /api/admin/messages`: a page of the Message Center (the route answers it as a bare list + headers). */
export async function listMessages(
  db: DbOrTx,
  q: z.output<typeof messageListQuerySchema>,
): Promise<Page<AdminMessage>> {
  const offset = (q.page - 1) * q.limit;
  const filter = { q: q.q, userType: q.userType, sort: q.sort };
  const rows = await repo.listMessages(db, { ...filter, limit: q.limit, offset });
  // Past the last page there is no row to carry the total: ask for the first row of the same filter.
  const total =
    rows[0]?.total ??
    (offset === 0 ? 0 : ((await repo.listMessages(db, { ...filter, limit: 1, offset: 0 }))[0]?.total ?? 0));
  return {
    rows: rows.map(({ total: _t, createdAt, ...m }) => ({ ...m, createdAt: createdAt.toISOString() })),
    total,
    page: q.page,
    limit: q.limit,
  };
}

/** `GET /api/admin/messages/counts`: the three counters, of every message whatever the list's filter. */
export function messageCounts(db: DbOrTx): Promise<MessageCounts> {
  return repo.countMessages(db);
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
