import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authFailures, oidcStates } from '../../db/schema/index.ts';

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
