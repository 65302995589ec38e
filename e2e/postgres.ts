import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from './server.ts';

/** `node apps/server/dist/migrate.js` (what `npm run migrate` runs once built) against `url`; bounded at 60 s. */
function migrate(url: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/migrate.js')], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

export interface OwnDatabase {
  url: string;
  /** What the migrate step printed. */
  migrated: string;
  /** Drops the database: a plain DROP once the caller's pools are closed, FORCE only if something still holds it. */
  drop: () => Promise<void>;
}

/**
 * A database of the caller's own on the PostgreSQL server of `baseUrl` (TEST_DATABASE_URL), named `<prefix>_<random>`
 * and migrated by the compiled migrate step, for e2e files that run server processes on one PostgreSQL database
 * (PGlite lives inside one process). Not the int tests' template: it can run beside them.
 */
export async function ownMigratedDatabase(baseUrl: string, prefix: string): Promise<OwnDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const drop = async () => {
    await admin
      .query(`drop database if exists "${name}"`)
      .catch(() => admin.query(`drop database if exists "${name}" with (force)`));
    await admin.end();
  };
  await admin.query(`create database "${name}"`);
  const { code, out } = await migrate(url.toString());
  if (code !== 0) {
    await drop();
    throw new Error(`migrate exited with ${code}: ${out}`);
  }
  return { url: url.toString(), migrated: out, drop };
}
