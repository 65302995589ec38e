import { sql, type SQL } from 'drizzle-orm';
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
    ): { execute(values?: Record<string, unknown>): Promise<{ rows: unknown[] }> };
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
 * A hand-written statement whose values are all `sql.placeholder`s, built once per database handle under `name`
 * (decision 061): its text and Drizzle's prepared query are made at the first call, so a call only fills in the
 * values and sends it; PostgreSQL plans it once per pooled connection, as with `executeNamed`, which instead builds
 * the text from the values on every call (measured: 4–5 % of a cart write's server CPU). For the hottest writes.
 */
export function namedStatement<T>(
  name: string,
  query: SQL,
): (db: DbOrTx, values: Record<string, unknown>) => Promise<T[]> {
  const preparedOf = perDatabase((db) => {
    const runner = db as unknown as Runner;
    return runner.session.prepareQuery(runner.dialect.sqlToQuery(query), undefined, name, false);
  });
  return async (db, values) => (await preparedOf(db).execute(values)).rows as T[];
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

/**
 * A select-list expression that makes PostgreSQL use generic plans for the rest of the transaction it runs in
 * (`plan_cache_mode`, local to the transaction; decision 065). A named statement is planned anew on every call while
 * PostgreSQL judges its generic plan dearer than a plan for the values at hand, and it judged so for the checkout's
 * largest statements (place-order's writes, the confirmation's): re-planning them was 30–40 % of a checkout's
 * PostgreSQL CPU, on plans that do not depend on the values (primary keys, one buyer's rows). The setting is read
 * when a statement is bound, so it applies from the transaction's next statement on: put it in the first one. It
 * ends with the transaction; the pooled connection goes back with the server's default.
 */
export const GENERIC_PLANS = sql<string>`set_config('plan_cache_mode', 'force_generic_plan', true)`;
