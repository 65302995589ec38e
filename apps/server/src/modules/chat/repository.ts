import { and, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lockKeys } from '../../db/key-lock.ts';
import { chatConversations, chatMessages, rateEvents, sellers, users } from '../../db/schema/index.ts';

export type ChatStatus = (typeof chatConversations.$inferSelect)['status'];
export type ChatRole = (typeof chatMessages.$inferSelect)['role'];
export interface Owner {
  userId?: number;
  sellerId?: number;
}

export async function findOpenConversation(db: DbOrTx, owner: Owner) {
  const cond = owner.userId
    ? eq(chatConversations.userId, owner.userId)
    : owner.sellerId
      ? eq(chatConversations.sellerId, owner.sellerId)
      : null;
  if (!cond) return null;
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(cond, ne(chatConversations.status, 'closed')))
    .orderBy(desc(chatConversations.updatedAt))
    .limit(1);
  return row ?? null;
}

export async function createConversation(db: DbOrTx, owner: Owner) {
  const [row] = await db
    .insert(chatConversations)
    .values({ userId: owner.userId ?? null, sellerId: owner.sellerId ?? null })
    .returning();
  return row!;
}

export async function getConversation(db: DbOrTx, id: number) {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id)).limit(1);
  return row ?? null;
}

export async function setConversationStatus(db: DbOrTx, id: number, status: ChatStatus) {
  await db
    .update(chatConversations)
    .set({ status, updatedAt: new Date() })
    .where(eq(chatConversations.id, id));
}

export async function addMessage(db: DbOrTx, conversationId: number, role: ChatRole, content: string) {
  const [row] = await db.insert(chatMessages).values({ conversationId, role, content }).returning();
  await db
    .update(chatConversations)
    .set({ updatedAt: new Date() })
    .where(eq(chatConversations.id, conversationId));
  return row!;
}

export async function listMessages(db: DbOrTx, conversationId: number, limit = 100) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** Conversations for the admin inbox, people asking for a person first; with the asker's name and the last message. */
/** A page of conversations in these statuses, waiting ones first, with how many there are (`count(*) over ()`). */
export async function listConversations(db: DbOrTx, statuses: ChatStatus[], limit: number, offset: number) {
  const last = db
    .select({
      conversationId: chatMessages.conversationId,
      content: sql<string>`(array_agg(${chatMessages.content} order by ${chatMessages.id} desc))[1]`.as(
        'content',
      ),
    })
    .from(chatMessages)
    .groupBy(chatMessages.conversationId)
    .as('last');
  return db
    .select({
      id: chatConversations.id,
      status: chatConversations.status,
      updatedAt: chatConversations.updatedAt,
      userName: users.name,
      sellerName: sellers.name,
      lastMessage: last.content,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(chatConversations)
    .leftJoin(users, eq(users.id, chatConversations.userId))
    .leftJoin(sellers, eq(sellers.id, chatConversations.sellerId))
    .leftJoin(last, eq(last.conversationId, chatConversations.id))
    .where(inArray(chatConversations.status, statuses))
    .orderBy(
      sql`case ${chatConversations.status} when 'waiting' then 0 else 1 end`,
      desc(chatConversations.updatedAt),
      desc(chatConversations.id),
    )
    .limit(limit)
    .offset(offset);
}

export async function countConversations(db: DbOrTx, statuses: ChatStatus[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatConversations)
    .where(inArray(chatConversations.status, statuses));
  return row?.n ?? 0;
}

/** The first key of the two-key advisory lock of rate events: 'EHRT' in ASCII (not the sign-in locks'). */
const RATE_LOCK_CLASS = 0x45485254;

/**
 * Count one event under each key and answer each key's count in the last `windowMs`, this one included. Insert and
 * count run in one short transaction holding each key's lock (db/key-lock.ts), so parallel events in any process
 * count in one order: the n-th event of a minute sees exactly n. Events older than the window go.
 */
export async function countRateEvent(
  db: DbOrTx,
  keys: string[],
  windowMs: number,
): Promise<Map<string, number>> {
  const since = new Date(Date.now() - windowMs);
  await db.delete(rateEvents).where(lt(rateEvents.at, since));
  return db.transaction(async (tx) => {
    await lockKeys(tx, RATE_LOCK_CLASS, keys);
    await tx.insert(rateEvents).values(keys.map((key) => ({ key })));
    const rows = await tx
      .select({ key: rateEvents.key, n: sql<number>`count(*)::integer` })
      .from(rateEvents)
      .where(and(inArray(rateEvents.key, keys), gt(rateEvents.at, since)))
      .groupBy(rateEvents.key);
    return new Map(rows.map((r) => [r.key, r.n]));
  });
}
