import type pg from 'pg';

/**
 * A PostgreSQL that accepts connections but stops answering must not wedge the process
 * (docs/decisions/032-parallel-guesses.md): every wait on it is bounded.
 */
export interface DatabaseTimeouts {
  /** `statement_timeout` and `idle_in_transaction_session_timeout` of every session (server side). */
  statementMs: number;
  /** Opening a connection, or waiting for a free one of the pool. */
  connectMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { statementMs: 15_000, connectMs: 5_000 };

/**
 * How long a pooled connection may sit unused before the pool closes it (decision 068). pg's default is 10 s, which
 * a quiet spell of cached answers outlasts: the next burst of writes then opens new backends, and each new backend
 * plans every named statement again (five times before its generic plan) and fills its catalog caches, about 50 ms
 * of PostgreSQL CPU for the cart's three statements alone. Five minutes keeps the connections across such spells;
 * the pool still shrinks after a real lull.
 */
export const POOL_IDLE_MS = 5 * 60_000;

/** A query the server never answered is given up this long after its statement timeout. */
const READ_GRACE_MS = 1_000;

/** The pool's (and the LISTEN connection's) settings for these bounds. */
export const timeoutSettings = (t: DatabaseTimeouts): pg.PoolConfig => ({
  connectionTimeoutMillis: t.connectMs,
  statement_timeout: t.statementMs,
  idle_in_transaction_session_timeout: t.statementMs,
  // The server's own timeout ends a slow statement first; this one is for a server that sends nothing at all.
  query_timeout: t.statementMs + READ_GRACE_MS,
  keepAlive: true,
  idleTimeoutMillis: POOL_IDLE_MS,
});

const isReadTimeout = (err: unknown) => err instanceof Error && err.message === 'Query read timeout';

/**
 * A connection whose query timed out on the read is stuck (its answer, if it ever comes, would go to the next
 * query): it is ended at once, so the pool drops it on release and opens a fresh one, whatever code path (pool
 * query, transaction) held it.
 */
export function endStuckClients(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const end = () => void client.end().catch(() => undefined);
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const last = args[args.length - 1];
      if (typeof last === 'function')
        return query(...args.slice(0, -1), (err: unknown, res: unknown) => {
          if (isReadTimeout(err)) end();
          (last as (e: unknown, r: unknown) => void)(err, res);
        });
      const result = query(...args);
      if (result instanceof Promise)
        return result.catch((err: unknown) => {
          if (isReadTimeout(err)) end();
          throw err;
        });
      return result;
    };
  });
}
