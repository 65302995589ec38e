import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { mediaStoreFor } from './modules/media/select.ts';
import { buildApp } from './app.ts';
import { serializeError } from './lib/log.ts';

/** Where the database is, without the user name or password of the URL. */
function databaseWhere(config: Config): string {
  if (!config.DATABASE_URL) return `in ${path.join(config.DATA_DIR, 'db')}`;
  const u = new URL(config.DATABASE_URL);
  return `at ${u.host}${u.pathname}`;
}

/**
 * The first line of the root cause: Drizzle wraps the driver's error (`cause`), and connection failures to
 * several addresses come as an AggregateError.
 */
function reason(err: unknown): string {
  if (err instanceof AggregateError && err.errors.length > 0) return reason(err.errors[0]);
  if (err instanceof Error && err.cause instanceof Error) return reason(err.cause);
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return (err.message || (typeof code === 'string' ? code : err.name)).split('\n')[0]!;
  }
  return String(err);
}

async function runSeed(config: Config, app: Awaited<ReturnType<typeof buildApp>>) {
  if (config.SEED !== 'demo') return;
  const { seedDemo } = await import('./seed/demo.ts');
  const t = Date.now();
  const { seeded } = await seedDemo(app.db, app.media, { log: (m) => app.log.info(m) });
  if (seeded) app.log.info(`demo data seeded in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

export async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let database: Database;
  try {
    database = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: path.join(config.DATA_DIR, 'db'),
      poolSize: config.DATABASE_POOL_SIZE,
      timeouts: {
        statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
        connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      },
    });
  } catch (err) {
    // An operator's mistake (wrong URL, database down), not a bug: one line naming where, no stack trace.
    console.error(`Cannot open the database ${databaseWhere(config)}: ${reason(err)}`);
    process.exit(1);
  }
  const media = mediaStoreFor(config);
  const app = await buildApp({
    config,
    database,
    media,
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // Errors without the values of failed queries (lib/log.ts).
      serializers: { err: (err: unknown) => serializeError(err) },
    },
  });
  await runSeed(config, app);
  await app.listen({ port: config.PORT, host: config.HOST });

  if (config.SEED === 'demo') {
    const { DEMO_ACCOUNTS } = await import('@electrohub/shared/demo');
    const url = config.PUBLIC_URL;
    console.log(`
  ElectroHub is running at ${url}
  Demo accounts (security answer '${DEMO_ACCOUNTS.buyer.answer}'):
    buyer   ${DEMO_ACCOUNTS.buyer.email} / ${DEMO_ACCOUNTS.buyer.password}      ${url}/user/auth/signin
    seller  ${DEMO_ACCOUNTS.seller.email} / ${DEMO_ACCOUNTS.seller.password}    ${url}/seller/auth/signin
    admin   ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}      ${url}/admin/auth/signin
    admin secret key: ${config.ADMIN_SECRET_KEY}
  Test-mode card: 4111 1111 1111 1111, any future expiry, any 3-digit CVC.
`);
  } else {
    console.log(`ElectroHub is running at ${config.PUBLIC_URL}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

await main();
