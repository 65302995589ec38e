import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lockKeys } from '../../db/key-lock.ts';
import { liveSessionRule, liveSessionValues } from '../../db/live-buyer.ts';
import { perDatabase } from '../../db/prepared.ts';
import { authFailures, knownDevices, oidcStates, sessions } from '../../db/schema/index.ts';

// ---- failed attempts (attempts.ts: per account, per (account, address) and per address) ------

/** Failures under each key since `since` (the caller holds the keys' locks: lockFailureKeys). */
export async function countFailures(db: DbOrTx, keys: string[], since: Date): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: authFailures.key, n: sql<number>`count(*)::integer` })
    .from(authFailures)
    .where(and(inArray(authFailures.key, keys), gt(authFailures.at, since)))
    .groupBy(authFailures.key);
  return new Map(rows.map((r) => [r.key, r.n]));
}

/** The first key of the two-key advisory lock of failure counts: 'EHFA' in ASCII (not the account lock's). */
const FAILURE_LOCK_CLASS = 0x45484641;

/** Take the transaction's lock on each failure key (db/key-lock.ts). */
export const lockFailureKeys = (tx: DbOrTx, keys: string[]) => lockKeys(tx, FAILURE_LOCK_CLASS, keys);

/** Count an attempt under each key (before it is checked); returns the new rows. */
export async function insertFailures(db: DbOrTx, keys: string[]): Promise<{ key: string; id: number }[]> {
  if (keys.length === 0) return [];
  return db
    .insert(authFailures)
    .values(keys.map((key) => ({ key })))
    .returning({ key: authFailures.key, id: authFailures.id });
}

export async function deleteFailureRows(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(authFailures).where(inArray(authFailures.id, ids));
}

export async function deleteFailures(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(authFailures).where(inArray(authFailures.key, keys));
}

export async function purgeFailuresBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(authFailures).where(lt(authFailures.at, before));
}

/** The first key of the two-key advisory lock of attempts: 'EHAU' in ASCII (the migration lock uses another one). */
const ACCOUNT_LOCK_CLASS = 0x45484155;

/**
 * Take the transaction's advisory lock on an account key (PostgreSQL; released at commit or rollback), or false at
 * once when another transaction holds it (account-lock.ts).
 */
export async function tryAccountLock(tx: DbOrTx, key: string): Promise<boolean> {
  const { rows } = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(${ACCOUNT_LOCK_CLASS}::integer, hashtext(${key})) as locked`,
  );
  return rows[0]?.locked === true;
}

// ---- known devices (devices.ts: only token hashes are stored) ----------------------------------

type DeviceRole = (typeof knownDevices.$inferSelect)['role'];

export async function insertKnownDevice(db: DbOrTx, row: typeof knownDevices.$inferInsert): Promise<void> {
  await db.insert(knownDevices).values(row);
}

/** The first of these token hashes that is an unexpired known device of the account, or null. */
export async function findKnownDevice(
  db: DbOrTx,
  role: DeviceRole,
  accountId: number,
  tokenHashes: string[],
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ tokenHash: knownDevices.tokenHash })
    .from(knownDevices)
    .where(
      and(
        inArray(knownDevices.tokenHash, tokenHashes),
        eq(knownDevices.role, role),
        eq(knownDevices.accountId, accountId),
        gt(knownDevices.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.tokenHash ?? null;
}

export async function purgeDevicesBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(knownDevices).where(lt(knownDevices.expiresAt, before));
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
/** The session lookup runs on every signed-in request: a named prepared statement, planned once per connection. */
function liveSessionQuery(db: DbOrTx) {
  return db
    .select({
      role: sessions.role,
      userId: sessions.userId,
      sellerId: sessions.sellerId,
      adminId: sessions.adminId,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .where(liveSessionRule)
    .limit(1)
    .prepare('session_live');
}
const liveSessionQueryOf = perDatabase(liveSessionQuery);

export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await liveSessionQueryOf(db).execute(liveSessionValues({ tokenHash, now }));
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
