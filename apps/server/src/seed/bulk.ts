/** Bulk-writing helpers for the seeders: reserved ids and chunked multi-row inserts. */
import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

/**
 * Reserves `n` ids from a serial column's sequence. Rows can then be built with their final ids
 * (and foreign keys between them) before anything is inserted, instead of relying on the order of
 * RETURNING rows.
 */
export async function reserveIds(db: DbOrTx, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const res = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`,
  );
  return res.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/**
 * Inserts rows in multi-row statements of `chunk` rows. ~1000 keeps each statement well under
 * PostgreSQL's 65,535 bind-parameter limit for our widest tables (order_items: 14 columns).
 */
export async function insertAll<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly PgInsertValue<T>[],
  chunk = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insert(table).values(rows.slice(i, i + chunk));
  }
}
