/**
 * Storefront benchmark on PostgreSQL through the real HTTP API on loopback (autocannon): p50/p95/p99 of the
 * page-1 listing, product detail and search (plus a sorted category page and the top sellers) at 32
 * connections for a bounded time each, on a large generated catalog; listing, detail and search twice, with the
 * server's answer cache (CATALOG_CACHE_SECONDS, default 60 s) and without it; then the home route's JavaScript size.
 *
 *   # on an existing catalog (e.g. `npm run seed -- --products 100000 --database-url …`):
 *   BENCH_CATALOG_URL=postgres://postgres@127.0.0.1:5432/catalog node --import tsx bench/storefront.ts
 *   # or create a database, generate PRODUCTS (100000) products, measure, drop it:
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/storefront.ts
 *
 * Knobs: CONNECTIONS (32), DURATION seconds per scenario (10), WARMUP seconds (3), PRODUCTS (100000),
 * SCENARIOS (comma-separated words: run only the scenarios whose names contain one, e.g. `search,health`).
 * The `mixed` scenario reads (page-1 listing and the pages of the products being bought) while WRITERS (8) loops
 * of signed-in buyers add to their carts and check out (a cart checkout releases the buyer's previous unpaid one,
 * so stock keeps moving without running out); it reports the reads and the writes per second (its own server,
 * TRUST_PROXY=loopback, each buyer with its own address so the per-address write limit applies per buyer).
 * The server runs as its own process (`apps/server/src/server.ts`, SEED=none) so load generation does not
 * share its event loop. Build the web app first (`npm run build -w apps/web`) to get the JS size figure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { freePort } from '../e2e/server.ts';
import { SEARCH_TERMS, signedInBuyers } from './common.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const DURATION = Number(process.env.DURATION ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 3);
const PRODUCTS = Number(process.env.PRODUCTS ?? 100_000);
/** Only the scenarios whose names contain one of these comma-separated words (all when unset). */
const ONLY = (process.env.SCENARIOS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const WRITERS = Number(process.env.WRITERS ?? 8);
const TARGET_P95_MS = 20;
const TARGET_HOME_JS_KB = 150;

function run(cmd: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function startServer(
  databaseUrl: string,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'none',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

type Result = { name: string; n: number; rps: number; p50: number; p95: number; p99: number; errors: number };

/** A scenario's result: its response times (sorted here) as percentiles, with its rate and errors. */
function result(name: string, times: number[], rps: number, errors: number): Result {
  const sorted = times.sort((a, b) => a - b);
  return {
    name,
    n: sorted.length,
    rps,
    p50: pct(sorted, 50),
    p95: pct(sorted, 95),
    p99: pct(sorted, 99),
    errors,
  };
}

/** One scenario: CONNECTIONS connections for `seconds`, paths taken in turn; every response time recorded. */
function load(
  base: string,
  paths: string[],
  seconds: number,
): Promise<{ times: number[]; errors: number; rps: number }> {
  let i = 0;
  const times: number[] = [];
  let errors = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }),
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err instanceof Error ? err : new Error(String(err)));
        resolve({ times, errors: errors + result.errors + result.timeouts, rps: result.requests.average });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 400) errors++;
      times.push(responseTime);
    });
  });
}

async function scenario(base: string, name: string, paths: string[]): Promise<Result | null> {
  if (ONLY.length > 0 && !ONLY.some((w) => name.includes(w))) return null;
  await load(base, paths, WARMUP);
  const { times, errors, rps } = await load(base, paths, DURATION);
  return result(name, times, rps, errors);
}

/**
 * Reads under writes: `paths` loaded as in `scenario` while WRITERS loops of buyers add to cart and place cart
 * orders for `hot` products; the writes are counted and their errors reported.
 */
async function mixed(
  base: string,
  name: string,
  paths: string[],
  hot: { id: number; total: number }[],
  cookies: string[],
): Promise<Result | null> {
  if (ONLY.length > 0 && !ONLY.some((w) => name.includes(w))) return null;
  let stop = false;
  let writes = 0;
  let writeErrors = 0;
  const firstError: string[] = [];
  const post = async (p: string, buyer: number, body: unknown) => {
    const res = await fetch(`${base}${p}`, {
      method: 'POST',
      headers: {
        cookie: cookies[buyer]!,
        'content-type': 'application/json',
        'x-forwarded-for': `10.9.${buyer >> 8}.${buyer & 255}`,
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.ok) writes++;
    else {
      writeErrors++;
      if (firstError.length === 0) firstError.push(`${p} ${res.status} ${text.slice(0, 200)}`);
    }
  };
  const writer = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const buyer = (w + i * WRITERS) % cookies.length;
      const { id, total } = hot[(w + i) % hot.length]!;
      await post(`/api/user/cart/add/${id}`, buyer, { quantity: '1' });
      await post('/api/user/orders/place-order', buyer, {
        total,
        items: [{ productId: id, quantity: 1 }],
        flag: 'cart',
      });
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
  await load(base, paths, WARMUP);
  writes = 0;
  writeErrors = 0;
  const t0 = performance.now();
  const { times, errors, rps } = await load(base, paths, DURATION);
  const seconds = (performance.now() - t0) / 1000;
  stop = true;
  await Promise.all(writers);
  console.log(
    `${name}: ${(writes / seconds).toFixed(0)} writes/s (add to cart, cart checkout) by ${WRITERS} writers, ${writeErrors} refused${firstError[0] ? ` (first: ${firstError[0]})` : ''}`,
  );
  return result(name, times, rps, errors);
}

/** The JavaScript a first visit to `/` downloads (entry, preloads and the chunks it loads), gzip-compressed. */
async function homeJsSize(base: string) {
  const dist = path.join(ROOT, 'apps/web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) return null;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const scripts = new Set<string>();
    page.on('request', (req) => {
      const u = new URL(req.url());
      if (u.pathname.startsWith('/assets/') && u.pathname.endsWith('.js')) scripts.add(u.pathname);
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    // What the HTML itself asks for (entry and modulepreloads) comes before first paint; the rest is deferred.
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const initial = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
    const files = [...scripts].map((p) => {
      const buf = readFileSync(path.join(dist, p));
      return {
        file: p.replace('/assets/', ''),
        initial: initial.has(p),
        raw: buf.length,
        gzip: gzipSync(buf, { level: 9 }).length,
      };
    });
    const sum = (xs: typeof files, k: 'raw' | 'gzip') => xs.reduce((s, f) => s + f[k], 0);
    return {
      files,
      raw: sum(files, 'raw'),
      gzip: sum(files, 'gzip'),
      initialGzip: sum(
        files.filter((f) => f.initial),
        'gzip',
      ),
    };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------------------

let catalogUrl = process.env.BENCH_CATALOG_URL;
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!catalogUrl && !adminUrl) {
  console.error(
    'Set BENCH_CATALOG_URL (an existing catalog) or BENCH_DATABASE_URL (a PostgreSQL server to create one on).',
  );
  process.exit(2);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'electrohub-bench-storefront-'));
let created: string | null = null;
let server: { url: string; child: ChildProcess } | null = null;
const admin = adminUrl && !catalogUrl ? new pg.Client({ connectionString: adminUrl }) : null;

try {
  if (!catalogUrl && admin) {
    await admin.connect();
    created = `electrohub_bench_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database "${created}"`);
    const u = new URL(adminUrl!);
    u.pathname = `/${created}`;
    catalogUrl = u.toString();
    console.log(`Generating ${PRODUCTS} products into ${created}…`);
    await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'bench/generate-catalog.ts',
        '--products',
        String(PRODUCTS),
        '--database-url',
        catalogUrl,
        '--data-dir',
        dataDir,
        '--seed',
        '42',
      ],
      {},
    );
  }

  const client = new pg.Client({ connectionString: catalogUrl });
  await client.connect();
  const { rows: counts } = await client.query<{ total: number; visible: number }>(
    `select count(*)::int as total, count(*) filter (where status in ('Active','OutOfStock'))::int as visible from products`,
  );
  const { rows: idRows } = await client.query<{ id: number }>(
    `select id from products where status in ('Active','OutOfStock') order by random() limit 2000`,
  );
  const { rows: catRows } = await client.query<{ name: string }>(`select name from categories order by id`);
  await client.end();

  server = await startServer(catalogUrl!, dataDir);
  const base = server.url;
  console.log(
    `\nPostgreSQL catalog: ${counts[0]!.total} products (${counts[0]!.visible} public), ${catRows.length} categories; ` +
      `server ${base}; ${CONNECTIONS} connections, ${DURATION} s per scenario after ${WARMUP} s warm-up; ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}\n`,
  );

  const searchPaths = SEARCH_TERMS.map(
    (q) => `/api/user/products/search?query=${encodeURIComponent(q)}&limit=5`,
  );
  /** The three reads with a p95 target, measured with the answer cache (as served) and without it. */
  const targets: [string, string[]][] = [
    ['listing, page 1', ['/api/user/products?page=1&limit=12']],
    // A deep page by number, in the default and the price order (decision 028: a deferred join).
    [
      'listing, page 50',
      ['/api/user/products?page=50&limit=12', '/api/user/products?page=50&limit=12&sort=price_asc'],
    ],
    ['product detail', idRows.map((r) => `/api/user/products/${r.id}`)],
    ['search (dropdown, 5)', searchPaths],
  ];
  // The same deep pages reached by cursor (`nextCursor` of page 49; servers without cursors skip this).
  const cursorPaths: string[] = [];
  for (const sort of ['default', 'price_asc']) {
    let url = `/api/user/products?page=1&limit=12&sort=${sort}`;
    for (let page = 1; page < 50 && url; page++) {
      const body = (await (await fetch(`${base}${url}`)).json()) as { nextCursor?: string | null };
      url = body.nextCursor ? `/api/user/products?limit=12&sort=${sort}&cursor=${body.nextCursor}` : '';
    }
    if (url) cursorPaths.push(url);
  }
  if (cursorPaths.length > 0) targets.splice(2, 0, ['listing, page 50 by cursor', cursorPaths]);
  const results: (Result | null)[] = [];
  for (const [name, paths] of targets) results.push(await scenario(base, name, paths));
  results.push(
    await scenario(
      base,
      'category, price sort',
      catRows.map(
        (c) => `/api/user/products?page=1&limit=12&sort=price_asc&category=${encodeURIComponent(c.name)}`,
      ),
    ),
  );
  results.push(await scenario(base, 'top sellers', ['/api/user/sellers']));
  // The floor of this machine's HTTP stack at the same concurrency: a handler with one trivial query.
  results.push(await scenario(base, 'health (baseline)', ['/api/health']));
  // Reads while carts and orders are written (its own server: buyers behind distinct forwarded addresses).
  if (ONLY.length === 0 || ONLY.some((w) => 'mixed'.includes(w))) {
    const writing = await startServer(catalogUrl!, dataDir, { TRUST_PROXY: 'loopback' });
    try {
      const database = await openDatabase({ url: catalogUrl!, poolSize: 2 });
      let cookies: string[];
      try {
        cookies = await signedInBuyers(database.db, 200);
      } finally {
        await database.close();
      }
      // Products being bought: Active ones with stock to spare, found through the API (whatever the schema).
      const hot: { id: number; total: number }[] = [];
      for (const { id } of idRows.slice(0, 200)) {
        const p = (await (await fetch(`${writing.url}/api/user/products/${id}`)).json()) as {
          status?: string;
          stock?: number;
          price: number;
          offerPercentage: number;
        };
        // The selling price as the server computes it (shared/pricing), in rupees.
        const paise = Math.round(p.price * 100);
        if (p.status === 'Active' && (p.stock ?? 0) >= 20)
          hot.push({ id, total: Math.round(paise - (paise * p.offerPercentage) / 100) / 100 });
        if (hot.length === 20) break;
      }
      const readPaths = [
        '/api/user/products?page=1&limit=12',
        ...hot.map((h) => `/api/user/products/${h.id}`),
        ...idRows.slice(200, 400).map((r) => `/api/user/products/${r.id}`),
      ];
      results.push(await mixed(writing.url, 'mixed: reads while buying', readPaths, hot, cookies));
      results.push(
        await mixed(
          writing.url,
          'mixed: listing while buying',
          ['/api/user/products?page=1&limit=12'],
          hot,
          cookies,
        ),
      );
    } finally {
      writing.child.kill('SIGTERM');
      await new Promise((r) => writing.child.once('exit', r));
    }
  }
  // The same reads with the answer cache off (CATALOG_CACHE_SECONDS=0): every request asks the database.
  const uncachedTargets = targets.map(([name, paths]) => [`${name}, uncached`, paths] as const);
  if (ONLY.length === 0 || uncachedTargets.some(([name]) => ONLY.some((w) => name.includes(w)))) {
    const uncached = await startServer(catalogUrl!, dataDir, { CATALOG_CACHE_SECONDS: '0' });
    try {
      for (const [name, paths] of uncachedTargets) results.push(await scenario(uncached.url, name, paths));
    } finally {
      uncached.child.kill('SIGTERM');
      await new Promise((r) => uncached.child.once('exit', r));
    }
  }

  for (const r of results) {
    if (!r) continue;
    const mark = targets.some(([name]) => r.name.startsWith(name))
      ? r.p95 < TARGET_P95_MS
        ? 'ok'
        : 'over target'
      : '';
    console.log(
      `${r.name.padEnd(30)} n=${String(r.n).padStart(6)}  ${r.rps.toFixed(0).padStart(5)} req/s  p50 ${r.p50.toFixed(1).padStart(5)} ms  p95 ${r.p95
        .toFixed(1)
        .padStart(5)} ms  p99 ${r.p99.toFixed(1).padStart(5)} ms  errors ${r.errors}  ${mark}`,
    );
  }

  const js = await homeJsSize(base);
  if (js) {
    console.log(
      `\nHome route JavaScript (first visit to /, no scrolling): ${(js.gzip / 1024).toFixed(1)} KB gzip in all (${(js.raw / 1024).toFixed(1)} KB raw), ` +
        `of which ${(js.initialGzip / 1024).toFixed(1)} KB before first paint (entry + modulepreload); target ≤ ${TARGET_HOME_JS_KB} KB`,
    );
    for (const f of js.files.sort((a, b) => b.gzip - a.gzip))
      console.log(
        `  ${f.file.padEnd(40)} ${(f.gzip / 1024).toFixed(1).padStart(6)} KB gzip${f.initial ? '' : '  (deferred)'}`,
      );
  } else console.log('\n(no apps/web/dist: build the web app for the home JS figure)');
} finally {
  server?.child.kill('SIGTERM');
  if (server) await new Promise((r) => server!.child.once('exit', r));
  if (created && admin) {
    await admin.query(`drop database if exists "${created}" with (force)`);
  }
  await admin?.end();
  await rm(dataDir, { recursive: true, force: true });
}
