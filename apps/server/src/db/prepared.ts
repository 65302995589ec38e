import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/** Drizzle's dialect: turns a query into its text and parameters. */
interface Dialect {
  sqlToQuery(sql: SQL): BuiltQuery;
}
type BuiltQuery = { sql: string; params: unknown[] };

/** The part of Drizzle's database (or transaction) object that builds and runs one query. */
interface Runner {
  dialect: Dialect;
  session: {
    prepareQuery(
      query: BuiltQuery,
      fields: { path: string[]; field: unknown }[] | undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): { execute(values?: Record<string, unknown>): Promise<unknown> };
  };
}

/**
 * What `build` makes once per Drizzle dialect, i.e. once per process (decision 071): a database handle and every
 * transaction opened on it share their dialect object, while each transaction is a new handle, so a cache keyed by
 * the handle (`perDatabase`) is rebuilt by every transaction.
 */
function perDialect<T>(build: (dialect: Dialect, db: DbOrTx) => T): (db: DbOrTx) => T {
  const made = new WeakMap<object, T>();
  return (db) => {
    const { dialect } = db as unknown as Runner;
    let value = made.get(dialect);
    if (value === undefined) made.set(dialect, (value = build(dialect, db)));
    return value;
  };
}

/**
 * What `build` makes for a key, made once per process and kept: statement texts that differ only by a shape (a
 * count, a mail or none, a job kind's SQL), so each shape's text is built once (decision 071). The keys must be few
 * and fixed by the code, never by a request's values.
 */
export function builtOnce<K, V>(build: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = build(key)));
    return value;
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
  const result = (await runner.session.prepareQuery(built, undefined, name, false).execute()) as {
    rows: T[];
  };
  return result.rows;
}

/**
 * A hand-written statement whose values are all `sql.placeholder`s, run under `name` (decision 061): its text is
 * built once per process (decision 071: once per transaction before, as a transaction is a handle of its own) and
 * Drizzle's prepared query once per handle, so a call only fills in the values and sends it; PostgreSQL plans it
 * once per pooled connection, as with `executeNamed`, which instead builds the text from the values on every call
 * (measured: 4–5 % of a cart write's server CPU). For the hottest writes.
 */
export function namedStatement<T>(
  name: string,
  query: SQL,
): (db: DbOrTx, values: Record<string, unknown>) => Promise<T[]> {
  const textOf = perDialect((dialect) => dialect.sqlToQuery(query));
  const preparedOf = perDatabase((db) =>
    (db as unknown as Runner).session.prepareQuery(textOf(db), undefined, name, false),
  );
  return async (db, values) => ((await preparedOf(db).execute(values)) as { rows: T[] }).rows;
}

/** What a Drizzle select (`db.select({…}).from(…)…`) says of itself: its SQL and its selected fields. */
interface SelectLike {
  getSQL(): SQL;
  _: { selectedFields: Record<string, unknown> };
}

/**
 * A Drizzle select with `sql.placeholder` values, prepared under `name` with its text built once per process
 * (decision 071): `build` runs once, on the first handle given, and each call prepares the built text on the handle
 * it is given (a transaction's own connection) and maps the rows as Drizzle's own `.prepare(name)` does. Building a
 * select and its text per call (`.prepare()` on a transaction) was 3–6 % of a checkout server's CPU. The selection
 * must be flat (`{ key: column or sql }`, as `getTableColumns` spread with expressions).
 */
export function preparedSelect<T>(
  name: string,
  build: (db: DbOrTx) => SelectLike,
): (db: DbOrTx, values: Record<string, unknown>) => Promise<T[]> {
  const builtOf = perDialect((dialect, db) => {
    // Any handle of this dialect gives the same select: the first one builds it.
    const select = build(db);
    return {
      query: dialect.sqlToQuery(select.getSQL()),
      fields: Object.entries(select._.selectedFields).map(([key, field]) => ({ path: [key], field })),
    };
  });
  return async (db, values) => {
    const { query, fields } = builtOf(db);
    const prepared = (db as unknown as Runner).session.prepareQuery(query, fields, name, true);
    return (await prepared.execute(values)) as T[];
  };
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
