import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../src/db/client.ts';

interface Runner {
  execProtocolRaw: (message: Uint8Array, options?: unknown) => Promise<unknown>;
}

/** The frontend messages that start a statement: Parse (extended protocol) and Query (simple protocol). */
const PARSE = 'P'.charCodeAt(0);
const QUERY = 'Q'.charCodeAt(0);
/** Set inside `send`: what runs in its asynchronous context is the request's work. */
const inSend = new AsyncLocalStorage<true>();

/**
 * How many statements the app sends while `send` runs, `begin`, `commit` and savepoints included (on PostgreSQL each
 * is a round trip): every statement reaches PGlite as one Parse or one Query message of the wire protocol, and
 * wrapping PGlite's protocol entry counts those sent from `send`'s asynchronous context. Only on PGlite. What the
 * background jobs send meanwhile (pg-boss polling its queues from its own timers) is not the request's and is not
 * counted.
 */
export async function statementsOf<T>(
  database: Database,
  send: () => Promise<T>,
): Promise<{ value: T; statements: number }> {
  const pglite = database.pglite as unknown as Runner;
  const original = pglite.execProtocolRaw.bind(pglite);
  let statements = 0;
  pglite.execProtocolRaw = (message, options) => {
    const type = message[0];
    if ((type === PARSE || type === QUERY) && inSend.getStore()) statements++;
    return original(message, options);
  };
  try {
    return { value: await inSend.run(true, send), statements };
  } finally {
    Reflect.deleteProperty(pglite, 'execProtocolRaw');
  }
}
