import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The compiled server (`npm run build`; global setup builds it when missing or older than its sources). */
export const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/server.js');

/**
 * Under Vitest, ports come from a block of 1,000 below Linux's ephemeral range (32768+) that is this worker's
 * alone (VITEST_POOL_ID): the two e2e workers never pick each other's ports, and no outgoing connection (the
 * browser's, the database pool's) is given one of them while a test holds it before listening. Walked from a
 * random start, so two test runs at once on one machine seldom meet. Elsewhere (bench/), any free port.
 */
const poolId = Number(process.env.VITEST_POOL_ID ?? 0);
const block = poolId > 0 ? 20_000 + ((poolId - 1) % 10) * 1_000 : 0;
let next = Math.floor(Math.random() * 1_000);

function tryListen(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(null));
    srv.listen(port, '127.0.0.1', () => {
      const { port: bound } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(bound));
    });
  });
}

export async function freePort(): Promise<number> {
  if (block === 0) {
    const port = await tryListen(0);
    if (port === null) throw new Error('no free port');
    return port;
  }
  for (let i = 0; i < 1_000; i++) {
    const port = await tryListen(block + (next++ % 1_000));
    if (port !== null) return port;
  }
  throw new Error(`no free port in ${block}–${block + 999}`);
}

export interface RunningServer {
  url: string;
  dataDir: string;
  proc: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

interface StartOptions {
  dataDir: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Another build's compiled server (bench/long-tasks.ts compares two); SERVER_ENTRY by default. */
  entry?: string;
}

/**
 * Start the built server (`node apps/server/dist/server.js`, what `npm start` runs) on a free loopback port. Two e2e
 * files run at once (vitest.config.ts): when the other one's process took the port between `freePort` closing it and
 * this server listening (EADDRINUSE), start again on another port, twice at most.
 */
export async function startServer(opts: StartOptions): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(opts);
    } catch (err) {
      if (attempt >= 3 || !(err instanceof PortTaken)) throw err;
    }
  }
}

class PortTaken extends Error {}

async function startServerOnce(opts: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let out = '';
  const proc = spawn(process.execPath, [opts.entry ?? SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: opts.dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const closed = new Promise((r) => proc.once('close', r));
  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  for (;;) {
    if (proc.exitCode !== null) {
      await closed; // all of its output read
      const message = `server exited (${proc.exitCode}):\n${out}`;
      throw out.includes('EADDRINUSE') ? new PortTaken(message) : new Error(message);
    }
    // Only once this process says it listens: another server that took the port would answer the health check too.
    if (out.includes('ElectroHub is running at '))
      try {
        const res = await fetch(`${url}/api/health`);
        if (res.ok) break;
      } catch {
        // not answering yet
      }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir: opts.dataDir,
    proc,
    output: () => out,
    async stop() {
      if (proc.exitCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A private copy of the seeded template DATA_DIR made by global setup. */
export async function copyTemplateDataDir(): Promise<string> {
  const template = process.env.E2E_TEMPLATE_DATA_DIR;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'electrohub-e2e-'));
  if (template) await cp(template, dir, { recursive: true });
  return dir;
}

export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });
