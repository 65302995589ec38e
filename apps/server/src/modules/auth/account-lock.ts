import { setTimeout as sleep } from 'node:timers/promises';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { tryAccountLock } from './repository.ts';

/**
 * One attempt per account is checked at a time, in this process and across processes
 * (docs/decisions/032-parallel-guesses.md). Parallel guesses at one account queue here instead of each reading the
 * failure count before the others wrote theirs.
 *
 * - In the process: a queue per account, at most `QUEUE_MAX` waiting; the next one is refused at once (429).
 * - Across processes (PostgreSQL): the attempt runs in a transaction that holds `pg_try_advisory_xact_lock` on the
 *   account, tried again every `RETRY_MS` for at most `WAIT_MS` (no connection blocks in a wait; a dead process
 *   releases its lock with its connection). The embedded database is one process: the queue suffices.
 *
 * An `AppError` thrown by the attempt (a refusal: wrong password, unknown account, throttled) still commits what
 * the attempt wrote, its failure count above all; any other error rolls it back.
 */
export const QUEUE_MAX = 10;
const WAIT_MS = 3000;
const RETRY_MS = 25;

export const accountBusy = () =>
  new AppError('TooManyRequests', 'Too many attempts at once. Please try again in a moment.', 429, {
    retryAfter: 1,
  });

export interface AccountLock {
  run<T>(db: DbOrTx, key: string, attempt: (db: DbOrTx) => Promise<T>): Promise<T>;
}

interface Queue {
  tail: Promise<void>;
  size: number;
}

export function createAccountLock(database: Pick<Database, 'kind'>): AccountLock {
  const queues = new Map<string, Queue>();

  async function inProcess<T>(key: string, fn: () => Promise<T>): Promise<T> {
    let queue = queues.get(key);
    if (!queue) queues.set(key, (queue = { tail: Promise.resolve(), size: 0 }));
    if (queue.size > QUEUE_MAX) throw accountBusy();
    queue.size++;
    const previous = queue.tail;
    let done!: () => void;
    queue.tail = new Promise<void>((resolve) => (done = resolve));
    try {
      await previous;
      return await fn();
    } finally {
      done();
      if (--queue.size === 0) queues.delete(key);
    }
  }

  async function acrossProcesses<T>(db: DbOrTx, key: string, fn: (db: DbOrTx) => Promise<T>): Promise<T> {
    let refusal: AppError | undefined;
    let result: T | undefined;
    await db.transaction(async (tx) => {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        if (await tryAccountLock(tx, key)) break;
        if (Date.now() >= deadline) throw accountBusy();
        await sleep(RETRY_MS);
      }
      try {
        result = await fn(tx);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refusal = error;
      }
    });
    if (refusal) throw refusal;
    return result as T;
  }

  return {
    run: (db, key, attempt) =>
      inProcess(key, () => (database.kind === 'postgres' ? acrossProcesses(db, key, attempt) : attempt(db))),
  };
}
