import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { mediaStoreFor } from '../src/modules/media/select.ts';
import { buildApp, type App, type AppOptions } from '../src/app.ts';
import { answersChanged } from '../src/lib/memo.ts';
import { TEMPLATE_DB } from './global-setup.ts';
import { answerProblems, answerRecorder, type ApiDocument } from './answers.ts';

/** What a test may set of the app besides its configuration. */
type AppBuildOptions = Pick<
  AppOptions,
  'extend' | 'webDist' | 'writesPerMinute' | 'jobs' | 'logger' | 'onAnswer'
>;

/** A fresh database for one test file: a copy of the migrated template on PostgreSQL, or an in-memory PGlite. */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({});
  const name = `electrohub_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${TEMPLATE_DB}"`);
  } finally {
    await admin.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString(), poolSize: 30 });
  return {
    ...database,
    async close() {
      await database.close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      try {
        // A plain DROP waits (up to 5 s) for the pool's connections to finish closing; killing them with FORCE
        // would make their clients emit errors nobody listens to any more. FORCE only for what is still held after
        // that (a test that closes the pool under a running app).
        await a
          .query(`drop database if exists "${name}"`)
          .catch(() => a.query(`drop database if exists "${name}" with (force)`));
      } finally {
        await a.end();
      }
    },
  };
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

let catalogCacheSeconds = '0';

/**
 * Build this file's apps with the public answer cache on (CATALOG_CACHE_SECONDS): how a suite is run a second
 * time with the cache, from a `*-with-cache.int.test.ts` file that calls this and then imports the suite.
 */
export function withCatalogCache(seconds = 60): void {
  catalogCacheSeconds = String(seconds);
}

/** Whether this file's apps remember public answers (for the few tests that are about the cache being off). */
export const catalogCacheIsOn = (): boolean => catalogCacheSeconds !== '0';

/**
 * The app's database for arranging data behind the app's back: every write through it forgets the remembered
 * public answers, as the same write through the app would (with the cache off this changes nothing).
 */
export function arrangeBehindTheApp<T extends object>(db: T): T {
  const writes = new Set<PropertyKey>(['insert', 'update', 'delete', 'execute', 'transaction']);
  return new Proxy(db, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (!writes.has(key) || typeof value !== 'function') return value;
      return (...args: unknown[]): unknown => {
        answersChanged(target);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** The real app on a real, fresh database, with a temp DATA_DIR. Use in `beforeAll`; call `close` in `afterAll`. */
export async function buildTestApp(
  env: Record<string, string> = {},
  opts: AppBuildOptions = {},
): Promise<TestContext> {
  return buildTestAppOn(await freshDatabase(), env, opts);
}

/**
 * A second app on the same PostgreSQL database as `beside` (its own pool, cache and LISTEN connection: another
 * process as far as the database can tell). Closing it leaves the database to `beside`.
 */
export async function buildTestAppBeside(
  beside: TestContext,
  env: Record<string, string> = {},
): Promise<TestContext> {
  const url = beside.database.pool?.options.connectionString;
  if (!url) throw new Error('a second app needs PostgreSQL (TEST_DATABASE_URL)');
  return buildTestAppOn(await openDatabase({ url, poolSize: 10 }), env);
}

async function buildTestAppOn(
  database: Database,
  env: Record<string, string>,
  opts: AppBuildOptions = {},
): Promise<TestContext> {
  // Tests arrange data behind the app's back (factories write to the database directly), so the public answer
  // cache is off unless a test turns it on (`withCatalogCache`, or the env below); lib/memo.test.ts and
  // catalog-cache.int.test.ts test it.
  // Every answer the app sends is checked against its API document when it closes (answers.ts).
  const recorder = answerRecorder();
  const ctx = await buildAppOn(
    database,
    { CATALOG_CACHE_SECONDS: catalogCacheSeconds, ...env },
    { ...opts, onAnswer: recorder.onAnswer },
  );
  return {
    ...ctx,
    async close() {
      const problems = answerProblems(ctx.app.swagger() as unknown as ApiDocument, recorder.answers);
      await ctx.close();
      if (problems.length > 0)
        throw new Error(`answers the API document does not describe:\n${problems.join('\n')}`);
    },
  };
}

/**
 * The real app on `database`, quiet and unseeded, with `env` added to its configuration and a temp DATA_DIR
 * that `close` removes with the app and the database (tests, and benchmarks that measure the app in-process).
 */
export async function buildAppOn(
  database: Database,
  env: Record<string, string> = {},
  opts: AppBuildOptions = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'electrohub-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED: 'none',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const media = mediaStoreFor(config);
  const app = await buildApp({ config, database, media, writesPerMinute: 100_000, ...opts });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Collect every key of a JSON value at any depth (for "no secret field in any answer" checks). */
export function allKeys(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => allKeys(v, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      allKeys(v, out);
    }
  return out;
}

/** Keys that must never appear in an answer, nested objects included. */
export const SECRET_KEYS = [
  'password',
  'passwordHash',
  'password_hash',
  'answer',
  'answerHash',
  'answer_hash',
  'token',
  'tokenHash',
  'hash',
];

/**
 * Assert that a route is for admins only: with no cookie and with each of `cookies` (buyer and seller sessions)
 * it answers 401 `NoAdminTokenProvided`.
 */
export async function expectAdminOnly(
  app: App,
  route: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: unknown },
  cookies: readonly string[],
): Promise<void> {
  for (const cookie of [undefined, ...cookies]) {
    const res = await app.inject({
      method: route.method,
      url: route.url,
      headers: cookie ? { cookie } : {},
      payload: route.payload as Record<string, unknown> | undefined,
    });
    expect(res.statusCode, `${route.method} ${route.url} as ${cookie ?? 'nobody'}`).toBe(401);
    expect(res.json().flag).toBe('NoAdminTokenProvided');
  }
}

/** A loopback port nothing listens on: bound, read, released (for "the dependency is down" tests). */
export async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

/**
 * Wait until `probe` answers something `done` accepts (background work finishing: a mail sent, a job dead) and
 * return it. Asks again every 50 ms; the test's own time limit ends a wait that never comes true.
 */
export async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean = Boolean): Promise<T> {
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
