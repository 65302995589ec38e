import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authFailures, oidcStates, sessions } from '../../db/schema/index.ts';

// ---- failed attempts (attempts.ts: per account, per (account, address) and per address) ------

/** How many failures each key has had since `since`. Keys without failures are absent. */
export async function countFailures(db: DbOrTx, keys: string[], since: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: authFailures.key, n: sql<number>`count(*)::integer` })
    .from(authFailures)
    .where(and(inArray(authFailures.key, keys), gt(authFailures.at, since)))
    .groupBy(authFailures.key);
  return new Map(rows.map((r) => [r.key, r.n]));
}

export async function insertFailures(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.insert(authFailures).values(keys.map((key) => ({ key })));
}

export async function deleteFailures(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(authFailures).where(inArray(authFailures.key, keys));
}

export async function purgeFailuresBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(authFailures).where(lt(authFailures.at, before));
}

// ---- Google sign-in state -------------------------------------------------------------------

export type OidcStateRow = typeof oidcStates.$inferSelect;

export async function insertOidcState(db: DbOrTx, row: typeof oidcStates.$inferInsert): Promise<void> {
  await db.insert(oidcStates).values(row);
}

/** Take (read and delete) a state: each one is good for a single callback. */
export async function takeOidcState(db: DbOrTx, state: string): Promise<OidcStateRow | null> {
  const [row] = await db.delete(oidcStates).where(eq(oidcStates.state, state)).returning();
  return row ?? null;
}

export async function purgeOidcStatesBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(oidcStates).where(lt(oidcStates.createdAt, before));
}

// ---- sessions (sessions.ts: tokens are hashed there; only the hash is stored) -------------------------

type SessionRole = (typeof sessions.$inferSelect)['role'];

export async function insertSession(db: DbOrTx, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The unexpired session with this token hash, or null. */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      role: sessions.role,
      userId: sessions.userId,
      sellerId: sessions.sellerId,
      adminId: sessions.adminId,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function deleteSessionByHash(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Every session of an account, but the one with `keepHash` when given. */
export async function deleteSessionsOfAccount(
  db: DbOrTx,
  role: SessionRole,
  accountId: number,
  keepHash?: string,
): Promise<void> {
  const col = role === 'user' ? sessions.userId : role === 'seller' ? sessions.sellerId : sessions.adminId;
  await db
    .delete(sessions)
    .where(keepHash ? and(eq(col, accountId), ne(sessions.tokenHash, keepHash)) : eq(col, accountId));
}

export async function purgeSessionsBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, before));
}
