import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * Take the transaction's advisory lock on each key of one class (released at commit or rollback), waiting for it,
 * always in the same order, so two transactions that share keys cannot wait for each other. Counters that insert
 * an event and then count it (failed sign-ins, chat floods) hold these locks: without them, ids come from a
 * sequence in one order and rows become visible in another, and parallel events miscount each other.
 */
export async function lockKeys(tx: DbOrTx, lockClass: number, keys: string[]): Promise<void> {
  for (const key of [...keys].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(${lockClass}::integer, hashtext(${key}))`);
}
