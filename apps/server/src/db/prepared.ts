import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/** The part of Drizzle's database (or transaction) object that builds and runs one query. */
interface Runner {
  dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<{ rows: unknown[] }> };
  };
}

/**
 * Runs a hand-written statement as a named prepared statement: PostgreSQL parses and plans it once per pooled
 * connection instead of on every request (PGlite ignores the name). The SQL text built from `query` must be the
 * same on every call (values only as parameters), as a name always stands for one text on a connection.
 * `db.execute` has no way to pass a name, hence this; it is what `db.execute` does, with the name added.
 */
export async function executeNamed<T>(db: DbOrTx, name: string, query: SQL): Promise<T[]> {
  const runner = db as unknown as Runner;
  const built = runner.dialect.sqlToQuery(query);
  const result = await runner.session.prepareQuery(built, undefined, name, false).execute();
  return result.rows as T[];
}

/**
 * An int array as one parameter (a PostgreSQL array literal, cast with `::int[]` in the SQL): an array given to
 * Drizzle's `sql` would become one parameter per element, a different text for each length.
 */
export const toIntArray = (values: readonly number[]): string =>
  `{${values.map((v) => String(Math.trunc(v))).join(',')}}`;

/** A text array (nulls kept) as one parameter, cast with `::text[]` in the SQL. */
export const toTextArray = (values: readonly (string | null)[]): string =>
  `{${values.map((v) => (v == null ? 'NULL' : `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`)).join(',')}}`;

/**
 * What `build` makes once per database handle (a Drizzle prepared query, above all: its SQL is built once, and
 * PostgreSQL plans it once per pooled connection under its name), kept as long as the handle lives.
 */
export function perDatabase<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const made = new WeakMap<object, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = build(db)));
    return value;
  };
}
