import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../lib/paths.ts';
import {
  DEFAULT_DATABASE_TIMEOUTS,
  endStuckClients,
  timeoutSettings,
  type DatabaseTimeouts,
} from './timeouts.ts';

/**
 * The one database type the repositories see. PGlite's Drizzle driver has the same query API as
 * node-postgres'; both are typed as the latter so repositories are written once. The handles are made without the
 * schema (decision 077): nothing uses Drizzle's relational API (`db.query.*`), and with a schema every transaction
 * built one relational builder per table (9 µs a transaction, two per checkout).
 */
export type Db = NodePgDatabase;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A repository function accepts either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw pg pool (postgres only), for LISTEN/NOTIFY and the job queue. */
  pool?: pg.Pool;
  /** The embedded database (pglite only), for the job queue. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

// Postgres returns int8 (count(*), sum of integers) as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

export interface OpenOptions {
  /** postgres:// URL; without it PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  poolSize?: number;
  /** Bounds on a database that stops answering (db/timeouts.ts); PostgreSQL only. */
  timeouts?: DatabaseTimeouts;
  /**
   * An idle pooled connection failed (database restart, connection killed). The pool replaces it on next use;
   * without a listener the error would end the process.
   */
  onIdleError?: (err: Error) => void;
}

/** The advisory lock key every process takes while it migrates (any constant; 'EHMIGRAT' in ASCII). */
const MIGRATION_LOCK = 0x45484d4947524154n;

/**
 * Runs the migrations while holding a PostgreSQL advisory lock on a connection of its own, so processes started
 * together on one database migrate one after the other (the later ones find nothing left to do). The migrations
 * run on that connection too, without the pool's statement timeout (a migration may take long).
 */
async function migrateLocked(url: string, migrate: (client: pg.Client) => Promise<void>) {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK.toString()]);
    await migrate(lock);
  } finally {
    // Ending the session releases the lock too, should the unlock itself fail.
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK.toString()]).catch(() => undefined);
    await lock.end();
  }
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 20,
      ...timeoutSettings(opts.timeouts ?? DEFAULT_DATABASE_TIMEOUTS),
    });
    endStuckClients(pool);
    pool.on(
      'error',
      opts.onIdleError ?? ((err) => console.error(`database: idle connection lost: ${err.message}`)),
    );
    const db = drizzlePg(pool);
    await migrateLocked(opts.url, (client) =>
      migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR }),
    );
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const dataDir = opts.dataDir && opts.dataDir !== 'memory://' ? opts.dataDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm } });
  // int8 as number, like the pg pool above.
  const pgliteDb = drizzlePglite(client);
  await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR });
  return { db: pgliteDb as unknown as Db, kind: 'pglite', pglite: client, close: () => client.close() };
}
