/**
 * The names Drizzle's session on `db` is asked to prepare while `send` runs: a named prepared statement's name, or
 * `undefined` for a statement sent unnamed (decision 048). Tests use it to show a hot read or write keeps its name.
 * A prepared statement is made once per database handle, at its first use, so the caller's app must not have run the
 * statements before.
 */
export async function preparedNames(db: unknown, send: () => Promise<void>): Promise<unknown[]> {
  const session = (db as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
  const prepare = session.prepareQuery;
  const names: unknown[] = [];
  session.prepareQuery = function (this: unknown, ...args: unknown[]) {
    names.push(args[2]);
    return prepare.apply(this, args);
  };
  try {
    await send();
    return names;
  } finally {
    session.prepareQuery = prepare;
  }
}
