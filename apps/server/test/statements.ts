import type { Database } from '../src/db/client.ts';

interface Runner {
  _runExclusiveQuery: (fn: () => Promise<unknown>) => Promise<unknown>;
}

/**
 * How many statements the app sends while `send` runs, `begin`, `commit` and savepoints included (on PostgreSQL each
 * is a round trip): PGlite runs every statement, in a transaction or not, through one exclusive runner, and wrapping
 * it counts them. Only on PGlite; nothing else may run on the database meanwhile (tests start no background jobs).
 */
export async function statementsOf<T>(
  database: Database,
  send: () => Promise<T>,
): Promise<{ value: T; statements: number }> {
  const pglite = database.pglite as unknown as Runner;
  const original = pglite._runExclusiveQuery.bind(pglite);
  let statements = 0;
  pglite._runExclusiveQuery = (fn) => {
    statements++;
    return original(fn);
  };
  try {
    return { value: await send(), statements };
  } finally {
    Reflect.deleteProperty(pglite, '_runExclusiveQuery');
  }
}
