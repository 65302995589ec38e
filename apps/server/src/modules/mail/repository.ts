import { and, asc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { builtOnce, perDatabase, toIntArray } from '../../db/prepared.ts';
import { mailOutbox, orderItems, orders, orderStatusHistory, users } from '../../db/schema/index.ts';

export interface OutboxInsert {
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  dedupeKey: string | null;
  nextAttemptAt?: Date;
}

/** Insert outbox rows; a dedupe key already queued is skipped. Returns the ids of the rows added. */
export async function insertOutboxRows(db: DbOrTx, rows: OutboxInsert[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(mailOutbox)
    .values(rows)
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return inserted.map((r) => r.id);
}

/**
 * The next outbox id, taken in the caller's statement (`nextval`), so that a mail and its delivery job can be
 * written together in one later statement (`outboxInsertStatement`).
 */
export const nextOutboxIdSql = sql<number>`nextval(pg_get_serial_sequence('mail_outbox', 'id'))::int`;

/**
 * One outbox row with the id taken by `nextOutboxIdSql` and its delivery job (`job`, the job queue's insertion of
 * the job, with placeholders), as two CTEs, `outbox` and `outbox_job`, to put in the caller's own statement (a dedupe
 * key already queued adds no row). The values are placeholders (`outboxValues` fills them in): one object, hence one
 * text built once per process, for each `job` statement (decision 071).
 */
export const outboxWithJobStatement = builtOnce(
  (job: SQL) => sql`outbox as (
      insert into ${mailOutbox} (id, to_address, subject, html, text, kind, dedupe_key, job_id)
      values (${sql.placeholder('outboxId')}::int, ${sql.placeholder('outboxTo')}::text,
        ${sql.placeholder('outboxSubject')}::text, ${sql.placeholder('outboxHtml')}::text,
        ${sql.placeholder('outboxText')}::text, ${sql.placeholder('outboxKind')}::text,
        ${sql.placeholder('outboxDedupeKey')}::text, ${sql.placeholder('outboxJobId')}::uuid)
      on conflict (dedupe_key) do nothing
      returning id),
    outbox_job as (${job})`,
);

/** A mail and its job as a piece of the caller's statement: the CTEs (placeholders) and their values. */
export interface QueuedMailStatement {
  statement: SQL;
  values: Record<string, unknown>;
}

/** The values of `outboxWithJobStatement`'s placeholders. */
export const outboxValues = (id: number, row: OutboxInsert, jobId: string): Record<string, unknown> => ({
  outboxId: id,
  outboxTo: row.toAddress,
  outboxSubject: row.subject,
  outboxHtml: row.html,
  outboxText: row.text,
  outboxKind: row.kind,
  outboxDedupeKey: row.dedupeKey,
  outboxJobId: jobId,
});

export async function setOutboxJob(db: DbOrTx, id: number, jobId: string): Promise<void> {
  await db.update(mailOutbox).set({ jobId }).where(eq(mailOutbox.id, id));
}

export async function outboxKeyExists(db: DbOrTx, dedupeKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, dedupeKey))
    .limit(1);
  return Boolean(row);
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Several ids as the one parameter `ids` of a prepared statement (`= any(…::int[])`). */
const idsParam = (ids: readonly number[]) => ({ ids: toIntArray(ids) });

function claimQuery(db: DbOrTx) {
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${sql.placeholder('leaseSeconds')}::int)`,
      failedAt: null,
    })
    .where(
      and(
        sql`${mailOutbox.id} = any(${sql.placeholder('ids')}::int[])`,
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .returning()
    .prepare('mail_claim');
}
const claimQueryOf = perDatabase(claimQuery);

/**
 * Take the unsent rows among `ids` for one delivery attempt each, in one statement: counts the attempt and leases
 * the row until `leaseSeconds` from now (database time), so a second job for the same row (or a second process)
 * does not send it at the same time. Rows sent already, missing or leased by a running attempt are not returned
 * (`unsentIds` tells the leased ones apart).
 */
export async function claimForDelivery(
  db: DbOrTx,
  ids: readonly number[],
  leaseSeconds: number,
): Promise<OutboxRow[]> {
  if (ids.length === 0) return [];
  return claimQueryOf(db).execute({ ...idsParam(ids), leaseSeconds });
}

/** Which of `ids` are still unsent (after a claim: leased by another attempt). */
export async function unsentIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(sql`${mailOutbox.id} = any(${toIntArray(ids)}::int[])`, isNull(mailOutbox.sentAt)));
  return new Set(rows.map((r) => r.id));
}

function markSentQuery(db: DbOrTx) {
  return db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lastError: null, failedAt: null })
    .where(sql`${mailOutbox.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('mail_sent');
}
const markSentQueryOf = perDatabase(markSentQuery);

/** Record rows as sent, in one statement. */
export async function markSent(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await markSentQueryOf(db).execute(idsParam(ids));
}

/** A failed attempt: the lease ends now (pg-boss decides when the next attempt is); `dead` after the last one. */
export async function markAttemptFailed(db: DbOrTx, id: number, error: string, dead: boolean): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()`, lastError: error.slice(0, 1000), failedAt: dead ? sql`now()` : null })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/** Unsent rows without a delivery job (queued before the job queue existed), locked for the caller's transaction. */
export async function lockRowsWithoutJob(tx: DbOrTx, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.jobId)))
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.id);
}

/** What the admin's dead-jobs list says about mails: kind and recipient, never the body. */
export async function outboxSummaries(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: mailOutbox.id, kind: mailOutbox.kind, toAddress: mailOutbox.toAddress })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, ids));
}

/** What an order mail needs about one order item, its order and its buyer. */
export interface ItemMailData {
  item: {
    id: number;
    orderId: number;
    productId: number | null;
    sellerId: number | null;
    productName: string;
    quantity: number;
    unitPricePaise: number;
    offerPercentage: number;
    totalPaise: number;
    status: string;
  };
  order: {
    id: number;
    userId: number | null;
    status: string;
    shippingName: string | null;
    shippingEmail: string | null;
    shippingPhone: string | null;
    shippingAddress: string | null;
  };
  buyer: { name: string; email: string } | null;
}

const itemColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  productId: orderItems.productId,
  sellerId: orderItems.sellerId,
  productName: orderItems.productName,
  quantity: orderItems.quantity,
  unitPricePaise: orderItems.unitPricePaise,
  offerPercentage: orderItems.offerPercentage,
  totalPaise: orderItems.totalPaise,
  status: orderItems.status,
};

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  status: orders.status,
  shippingName: orders.shippingName,
  shippingEmail: orders.shippingEmail,
  shippingPhone: orders.shippingPhone,
  shippingAddress: orders.shippingAddress,
};

export async function findItemMailData(db: DbOrTx, orderItemId: number): Promise<ItemMailData | null> {
  const [row] = await db
    .select({ item: itemColumns, order: orderColumns, buyerName: users.name, buyerEmail: users.email })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orderItems.id, orderItemId))
    .limit(1);
  if (!row) return null;
  return {
    item: row.item,
    order: row.order,
    buyer: row.buyerEmail ? { name: row.buyerName ?? '', email: row.buyerEmail } : null,
  };
}

/**
 * Every line of an order (for the order-confirmed mail), in id order, with the order and its buyer: one read (it runs
 * inside every payment confirmation). Null when the order has no lines.
 */
export async function findOrderItemsForMail(
  db: DbOrTx,
  orderId: number,
): Promise<{
  items: ItemMailData['item'][];
  order: ItemMailData['order'];
  buyer: ItemMailData['buyer'];
} | null> {
  const rows = await db
    .select({ item: itemColumns, order: orderColumns, buyerName: users.name, buyerEmail: users.email })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const first = rows[0];
  if (!first) return null;
  return {
    items: rows.map((r) => r.item),
    order: first.order,
    buyer: first.buyerEmail ? { name: first.buyerName ?? '', email: first.buyerEmail } : null,
  };
}

/** Whether the item ever had `status` (current status or a history row). */
export async function itemEverHadStatus(db: DbOrTx, orderItemId: number, status: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderStatusHistory.id })
    .from(orderStatusHistory)
    .where(
      and(
        eq(orderStatusHistory.orderItemId, orderItemId),
        sql`${orderStatusHistory.status}::text = ${status}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
