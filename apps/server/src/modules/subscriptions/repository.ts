import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox, sellers, subscriptions } from '../../db/schema/index.ts';

export type SubscriptionKind = (typeof subscriptions.$inferSelect)['kind'];

/**
 * Insert a subscription, or — when the address already has an unconfirmed one — give it the new token.
 * A confirmed subscription is left alone. Returns whether the new token was stored (a mail is due).
 */
export async function upsertSubscription(
  db: DbOrTx,
  s: { kind: SubscriptionKind; email: string; sellerId: number | null; tokenHash: string },
): Promise<{ id: number; tokenStored: boolean }> {
  const result = await db.execute<{ id: number; token_hash: string }>(sql`
    insert into ${subscriptions} (kind, email, seller_id, token_hash)
    values (${s.kind}, ${s.email}, ${s.sellerId}, ${s.tokenHash})
    on conflict (kind, lower(email), coalesce(seller_id, 0)) do update
      set token_hash = case when ${subscriptions}.confirmed_at is null then excluded.token_hash else ${subscriptions}.token_hash end
    returning id, token_hash`);
  const row = result.rows[0]!;
  return { id: row.id, tokenStored: row.token_hash === s.tokenHash };
}

/** The outbox kinds of subscription confirmation mails. */
export const CONFIRM_MAIL_KINDS = ['newsletter-confirm', 'seller-notify-confirm'] as const;

/**
 * Whether `email` has an unconfirmed subscription (of any kind) and was sent a confirmation mail since `since`:
 * then it already has a pending confirmation and gets no new one.
 */
export async function hasPendingConfirmation(db: DbOrTx, email: string, since: Date): Promise<boolean> {
  const result = await db.execute<{ pending: boolean }>(sql`
    select exists (
      select 1 from ${subscriptions}
      where lower(${subscriptions.email}) = lower(${email}) and ${subscriptions.confirmedAt} is null
    ) and exists (
      select 1 from ${mailOutbox}
      where lower(${mailOutbox.toAddress}) = lower(${email})
        and ${mailOutbox.kind} in (${sql.join(
          CONFIRM_MAIL_KINDS.map((k) => sql`${k}`),
          sql`, `,
        )})
        and ${mailOutbox.createdAt} > ${since.toISOString()}
    ) as pending`);
  return result.rows[0]?.pending === true;
}

/** Confirm the subscription holding this token (idempotent); null when no subscription has it. */
export async function confirmByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .update(subscriptions)
    .set({ confirmedAt: sql`coalesce(${subscriptions.confirmedAt}, now())` })
    .where(eq(subscriptions.tokenHash, tokenHash))
    .returning({ id: subscriptions.id, kind: subscriptions.kind });
  return row ?? null;
}

/** Confirmed 'Notify Me' subscribers of a seller. */
export async function confirmedSellerSubscribers(db: DbOrTx, sellerId: number) {
  return db
    .select({ id: subscriptions.id, email: subscriptions.email, tokenHash: subscriptions.tokenHash })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.kind, 'seller_products'),
        eq(subscriptions.sellerId, sellerId),
        isNotNull(subscriptions.confirmedAt),
      ),
    );
}

export async function findSellerName(db: DbOrTx, id: number) {
  const [row] = await db.select({ name: sellers.name }).from(sellers).where(eq(sellers.id, id)).limit(1);
  return row?.name ?? null;
}

export async function findSubscription(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: subscriptions.id, tokenHash: subscriptions.tokenHash })
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .limit(1);
  return row ?? null;
}

export async function deleteSubscription(db: DbOrTx, id: number) {
  await db.delete(subscriptions).where(eq(subscriptions.id, id));
}
