import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A timestamp column as the text a keyset cursor keeps (lib/cursor.ts `timestampKey`): UTC with microseconds,
 * so the next page starts exactly after the row (a JS Date keeps milliseconds and would skip rows of the same one).
 */
export const timestampText = (column: AnyColumn | SQL): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `(a, b, …) > (x, y, …)` (or `<`): one row comparison, which PostgreSQL reads as a range of a matching index. */
export function rowAfter(
  columns: (AnyColumn | SQL)[],
  op: '>' | '<',
  values: (SQL | number | string)[],
): SQL {
  return sql`(${sql.join(columns, sql`, `)}) ${sql.raw(op)} (${sql.join(
    values.map((v) => (typeof v === 'object' ? v : sql`${v}`)),
    sql`, `,
  )})`;
}
