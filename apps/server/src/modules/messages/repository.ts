import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../lib/like.ts';
import { messages } from '../../db/schema/index.ts';

export async function insertMessage(db: DbOrTx, m: typeof messages.$inferInsert) {
  const [row] = await db.insert(messages).values(m).returning({ id: messages.id });
  return row!;
}

/** `%`, `_` and `\` in a search are literal characters, not patterns. */

export interface MessageFilter {
  q: string;
  userType: 'All' | 'User' | 'Seller';
  sort: 'default' | 'newest' | 'oldest';
  limit: number;
  offset: number;
}

/** One page of messages matching the filter, with how many match (`count(*) over ()`, one round trip). */
export async function listMessages(db: DbOrTx, f: MessageFilter) {
  const where: SQL[] = [];
  if (f.userType !== 'All') where.push(eq(messages.userType, f.userType));
  if (f.q)
    where.push(
      or(ilike(messages.subject, containsPattern(f.q)), ilike(messages.message, containsPattern(f.q)))!,
    );
  const order =
    f.sort === 'newest'
      ? [desc(messages.createdAt), desc(messages.id)]
      : f.sort === 'oldest'
        ? [asc(messages.createdAt), asc(messages.id)]
        : [asc(messages.id)];
  return db
    .select({
      id: messages.id,
      name: messages.name,
      email: messages.email,
      subject: messages.subject,
      message: messages.message,
      userType: messages.userType,
      createdAt: messages.createdAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(messages)
    .where(where.length ? and(...where) : undefined)
    .orderBy(...order)
    .limit(f.limit)
    .offset(f.offset);
}

/** The Message Center counters: all messages, from buyers, from sellers (one aggregate). */
export async function countMessages(db: DbOrTx) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      User: sql<number>`(count(*) filter (where ${messages.userType} = 'User'))::int`,
      Seller: sql<number>`(count(*) filter (where ${messages.userType} = 'Seller'))::int`,
    })
    .from(messages);
  return row ?? { total: 0, User: 0, Seller: 0 };
}

export async function deleteMessage(db: DbOrTx, id: number): Promise<{ id: number; email: string } | null> {
  const [row] = await db
    .delete(messages)
    .where(eq(messages.id, id))
    .returning({ id: messages.id, email: messages.email });
  return row ?? null;
}
