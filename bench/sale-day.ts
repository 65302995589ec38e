/**
 * The sale-day benchmark (`npm run bench`): mixed traffic on two server processes sharing one PostgreSQL
 * database, against a bare `node:http` server replaying the same bytes (the ceiling). See bench/README.md.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
 *
 * Creates (or reuses) the database BENCH_DB on that server with PRODUCTS products, BUYERS buyers and
 * ORDER_ITEMS order lines (bench/generate-catalog.ts; only what is missing is generated), starts SERVERS
 * server processes (the built server when there is one, else `node --import tsx apps/server/src/server.ts`),
 * runs the phases, prints the tables and writes them into docs/benchmarks.md (WRITE_DOCS=0: don't). Loopback
 * only; every phase is bounded in time and in count; every process it started is stopped at the end.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../e2e/server.ts';
import { benchDatabaseTitle } from './pg-titles.ts';
import { replaceSection } from './docs-section.ts';
import { BENCH_BUYER_DOMAIN } from './generate-people.ts';
import {
  BROWSER_ACCEPT_ENCODING,
  buyerAddress,
  runFixed,
  runMix,
  runPages,
  SALE_MIX,
  summarize,
  Targets,
  type KindResult,
  type Mix,
  type MixFixture,
  type Recorder,
} from './sale-mix.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const num = (name: string, fallback: number) => {
  const v = env[name] === undefined || env[name] === '' ? fallback : Number(env[name]);
  if (!Number.isFinite(v) || v < 0) throw new Error(`${name} must be a number ≥ 0 (got ${env[name]})`);
  return v;
};
const list = (name: string, fallback: string) =>
  (env[name] ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const ADMIN_URL = env.BENCH_DATABASE_URL;
const DB_NAME = env.BENCH_DB ?? 'electrohub_sale_day';
const PRODUCTS = num('PRODUCTS', 100_000);
const BUYERS = num('BUYERS', 20_000);
const ORDER_ITEMS = num('ORDER_ITEMS', 200_000);
const DURATION = num('DURATION', 60);
const ALONE_DURATION = num('ALONE_DURATION', Math.max(5, Math.round(DURATION / 3)));
const WARMUP = num('WARMUP', 5);
const MAIL_DRAIN_SECONDS = num('MAIL_DRAIN_SECONDS', 60);
const CONNECTIONS = list('CONNECTIONS', '32,128').map(Number);
const ALONE_CONNECTIONS = list('ALONE_CONNECTIONS', String(CONNECTIONS[0] ?? 32)).map(Number);
const SCENARIOS = new Set(list('SCENARIOS', 'ceiling,mix,browse,cart,checkout,filters,pages'));
const SERVERS = num('SERVERS', 2);
const VIA = env.VIA === 'proxy' ? 'proxy' : 'direct';
const SIGNED_IN = num('SIGNED_IN', 2000);
/** Cap on actions per phase (a bound on count besides the bound on time). */
const MAX_ACTIONS = num('MAX_ACTIONS', 5_000_000);
const CPU_PROF = env.CPU_PROF === '1';
/**
 * The node flags `npm start` runs the server with (package.json's start script, decision 050), so the servers
 * measured here run as in production; SERVER_NODE_ARGS come after them (a later V8 flag wins).
 */
const START_FLAGS = (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));
/** Extra node flags and environment of the server processes (space-separated; e.g. a heap flag to measure). */
const SERVER_NODE_ARGS = (env.SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
const SERVER_ENV = Object.fromEntries(
  (env.SERVER_ENV ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((kv) => {
      const at = kv.indexOf('=');
      if (at <= 0) throw new Error(`SERVER_ENV: expected NAME=value, got ${kv}`);
      return [kv.slice(0, at), kv.slice(at + 1)];
    }),
);
const WRITE_DOCS = env.WRITE_DOCS !== '0';
const DATA_DIR = path.resolve(ROOT, env.BENCH_DATA_DIR ?? 'data/bench');
const DOCS = path.join(ROOT, 'docs/benchmarks.md');

/** Targets of issue 13 on a 2-core machine, decision 041's filters and issue 19's server CPU per server-rendered page. */
const TARGET = {
  browseP99: 25,
  ceilingShare: 0.4,
  cartAddP95: 20,
  checkoutP99: 100,
  rssMb: 300,
  // Filters alone (decision 041): the counts of a category or a search, and a filtered listing page.
  facetsP95: 30,
  filteredListP95: 20,
  cachedPageCpuMs: 0.3,
  freshPageCpuMs: 3,
};
const BROWSE_KINDS = ['listing page', 'category page', 'product page', 'search dropdown'];

if (!ADMIN_URL) {
  console.error(
    'Set BENCH_DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres); the benchmark database BENCH_DB is created there.',
  );
  process.exit(2);
}
for (const c of [...CONNECTIONS, ...ALONE_CONNECTIONS])
  if (!Number.isInteger(c) || c < 1 || c > 1024) throw new Error(`bad connection count ${c}`);

// ---- processes -------------------------------------------------------------------------------------

const children: ChildProcess[] = [];

function spawnChild(args: string[], childEnv: Record<string, string>, label: string): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: env.PATH ?? '', HOME: env.HOME ?? os.tmpdir(), ...childEnv },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(`[${label}] ${d.toString()}`));
  children.push(child);
  return child;
}

async function waitFor(url: string, child: ChildProcess, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

/** The built server when there is one (SERVER_ENTRY overrides), else the TypeScript source through tsx. */
function serverCommand(): { args: string[]; label: string } {
  const given = env.SERVER_ENTRY;
  const built = [
    'apps/server/dist/server.js',
    'apps/server/dist/src/server.js',
    'apps/server/dist/server.mjs',
  ].find((f) => existsSync(path.join(ROOT, f)));
  const entry = given ?? built;
  if (entry && !entry.endsWith('.ts'))
    return { args: [entry], label: `node ${[...START_FLAGS, entry].join(' ')}` };
  const src = entry ?? 'apps/server/src/server.ts';
  return {
    args: ['--import', 'tsx', src],
    label: `node ${[...START_FLAGS, '--import', 'tsx', src].join(' ')}`,
  };
}

/** VmRSS of a process in MB (0 when it is gone). */
function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** User + system CPU seconds of a process so far. */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The processes of the cluster that work for the bench database (`benchDatabaseTitle`, decision 048). */
function clusterPids(cluster: string, database: string): number[] {
  if (!cluster) return [];
  const out: number[] = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const title = readFileSync(`/proc/${d}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (benchDatabaseTitle(title, cluster, database)) out.push(Number(d));
    } catch {
      /* gone */
    }
  }
  return out;
}

// ---- database --------------------------------------------------------------------------------------

function dbUrl(name: string) {
  const u = new URL(ADMIN_URL!);
  u.pathname = `/${name}`;
  return u.toString();
}

function runGenerator(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/generate-catalog.ts', ...args], {
      cwd: ROOT,
      env: process.env,
      stdio: 'inherit',
    });
    children.push(child);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`generate-catalog exited with ${code}`)),
    );
  });
}

async function prepareDatabase(): Promise<{ url: string; counts: Record<string, number> }> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (exists.rowCount === 0) await admin.query(`create database "${DB_NAME.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
  const url = dbUrl(DB_NAME);
  const count = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const has = await c.query(`select to_regclass('public.products') is not null as ok`);
      if (!(has.rows[0] as { ok: boolean }).ok) return { products: 0, buyers: 0, orderItems: 0 };
      const r = await c.query<{ products: number; buyers: number; orderItems: number }>(
        `select (select count(*) from products)::int as "products",
                (select count(*) from users where email like $1)::int as "buyers",
                (select count(*) from order_items)::int as "orderItems"`,
        [`%@${BENCH_BUYER_DOMAIN}`],
      );
      return r.rows[0]!;
    } finally {
      await c.end();
    }
  };
  const have = await count();
  const missing = {
    products: Math.max(0, PRODUCTS - have.products),
    buyers: Math.max(0, BUYERS - have.buyers),
    orderItems: Math.max(0, ORDER_ITEMS - have.orderItems),
  };
  if (missing.products + missing.buyers + missing.orderItems > 0) {
    console.log(
      `Generating into ${DB_NAME}: ${missing.products} products, ${missing.buyers} buyers, ${missing.orderItems} order lines (have ${JSON.stringify(have)})`,
    );
    const t = performance.now();
    await runGenerator([
      '--products',
      String(missing.products),
      '--buyers',
      String(missing.buyers),
      '--order-items',
      String(missing.orderItems),
      '--database-url',
      url,
      '--data-dir',
      DATA_DIR,
      '--seed',
      '42',
    ]);
    console.log(`Generated in ${((performance.now() - t) / 1000).toFixed(0)} s`);
  } else {
    // A database made by an older version gets the migrations the servers expect before the fixture reads it.
    const migrated = spawnSync(process.execPath, [path.join(ROOT, 'scripts/migrate.mjs')], {
      env: { ...process.env, DATABASE_URL: url },
      stdio: 'inherit',
    });
    if (migrated.status !== 0) throw new Error('migrating the benchmark database failed');
    console.log(`Reusing ${DB_NAME}: ${JSON.stringify(have)}`);
  }
  return { url, counts: await count() };
}

/** Products, categories, signed-in buyers and sale stock for the mix. Also clears what earlier runs left. */
async function prepareFixture(url: string): Promise<{ fixture: MixFixture; productPath: string }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const ids = async (q: string) => (await c.query<{ id: number }>(q)).rows.map((r) => r.id);
    const productIds = await ids(
      `select id from products where status in ('Active','OutOfStock') order by random() limit 2000`,
    );
    const categories = (await c.query<{ name: string }>('select name from categories order by id')).rows.map(
      (r) => r.name,
    );
    const sellerIds = await ids(`select id from sellers order by random() limit 200`);
    const cartProductIds = await ids(
      `select p.id from products p join product_stock s on s.product_id = p.id
       where p.status = 'Active' and s.stock >= 10 order by random() limit 2000`,
    );
    // The sale: 50 products with stock for every checkout of the run.
    const sale = await c.query<{ id: number; sellingPricePaise: number }>(
      `with sale as (
         update product_stock set stock = 1000000
         where product_id in (select id from products where status = 'Active' order by id limit 50)
         returning product_id)
       select p.id, p.selling_price_paise as "sellingPricePaise" from products p join sale on sale.product_id = p.id`,
    );
    const buyers = (
      await c.query<{ id: number }>(`select id from users where email like $1 order by id limit $2`, [
        `%@${BENCH_BUYER_DOMAIN}`,
        SIGNED_IN,
      ])
    ).rows;
    if (buyers.length === 0 || productIds.length === 0 || cartProductIds.length === 0)
      throw new Error('the benchmark database has no buyers or products');
    const buyerIds = buyers.map((b) => b.id);
    await c.query(`delete from sessions where user_agent = 'electrohub-sale-bench'`);
    await c.query('delete from cart_items where user_id = any($1)', [buyerIds]);
    // Unpaid orders an interrupted run left would count against the pending-order limit.
    await c.query(`update orders set expires_at = now() where status = 'Pending' and user_id = any($1)`, [
      buyerIds,
    ]);
    const tokens = buyerIds.map(() => randomBytes(32).toString('base64url'));
    await c.query(
      `insert into sessions (token_hash, role, user_id, expires_at, user_agent)
       select h, 'user', u, now() + interval '1 day', 'electrohub-sale-bench' from unnest($1::text[], $2::int[]) as t(h, u)`,
      [tokens.map((t) => createHash('sha256').update(t).digest('hex')), buyerIds],
    );
    // Mails an earlier run left unsent would be delivered during this run's phases and counted in them.
    // (pg-boss makes its schema when a server first starts: a new database has none yet.)
    const { rows: queue } = await c.query<{ t: string | null }>(
      `select to_regclass('pgboss.job')::text as t`,
    );
    if (queue[0]?.t)
      await c.query(`delete from pgboss.job where name = 'mail-deliver' and state in ('created', 'retry')`);
    await c.query(`update mail_outbox set sent_at = now() where sent_at is null`);
    await c.query('analyze products');
    const fixture: MixFixture = {
      productIds,
      categories,
      buyers: tokens.map((t, i) => ({ cookie: `eh_session=${t}`, address: buyerAddress(i) })),
      cartProductIds,
      saleProducts: sale.rows,
      sellerIds,
    };
    return { fixture, productPath: `/api/user/products/${productIds[0]}` };
  } finally {
    await c.end();
  }
}

async function dropBenchSessions(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`delete from sessions where user_agent = 'electrohub-sale-bench'`);
  } finally {
    await c.end();
  }
}

/** One answer as bytes on the wire: status, headers and body. */
function capture(
  base: string,
  p: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${p}`, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers))
            if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('base64') });
        });
      })
      .on('error', reject);
  });
}

// ---- CPU profile summary ---------------------------------------------------------------------------

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/**
 * The functions with the most self time in a .cpuprofile, grouped by function and file, over the profile's last
 * `lastMs` (the measured phases: not the server's start, its title index build or the warm-up).
 */
function topSelfTime(file: string, lastMs: number, n = 20): { what: string; share: number }[] {
  const prof = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
    endTime: number;
  };
  // Each sample's node, counted when it was taken within the window (times in µs).
  const hitsOf = new Map<number, number>();
  let at = prof.endTime;
  for (let i = prof.samples.length - 1; i >= 0 && prof.endTime - at <= lastMs * 1000; i--) {
    hitsOf.set(prof.samples[i]!, (hitsOf.get(prof.samples[i]!) ?? 0) + 1);
    at -= prof.timeDeltas[i]!;
  }
  const by = new Map<string, number>();
  let total = 0;
  for (const node of prof.nodes) {
    const hits = hitsOf.get(node.id) ?? 0;
    const f = node.callFrame;
    // Shares of the time the process was busy: idle time says nothing about costs.
    if (f.functionName === '(idle)') continue;
    total += hits;
    const where = f.url
      ? `${f.url.replace(`file://${ROOT}/`, '').replace(/^.*node_modules\//, '')}:${f.lineNumber + 1}`
      : '';
    const key = `${f.functionName || '(anonymous)'} ${where}`.trim();
    by.set(key, (by.get(key) ?? 0) + hits);
  }
  return [...by.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([what, hits]) => ({ what, share: hits / Math.max(total, 1) }));
}

// ---- phases ----------------------------------------------------------------------------------------

interface Phase {
  name: string;
  connections: number;
  seconds: number;
  results: KindResult[];
  totalRps: number;
  errors: number;
  rssMaxMb: number[];
  cpuSeconds: number[];
  /** CPU seconds of the PostgreSQL cluster's processes during the phase (when it runs on this machine). */
  pgCpuSeconds: number | null;
  samples: Record<string, string[]>;
  actions?: Record<string, number>;
}

const fmt = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '–');

/** CPU milliseconds per answered request: the server processes together, and PostgreSQL. */
function cpuPerRequest(p: Phase): { server: number; pg: number | null; capacity: number | null } {
  const n = p.totalRps * p.seconds;
  const server = (p.cpuSeconds.reduce((a, b) => a + b, 0) * 1000) / Math.max(n, 1);
  const pg = p.pgCpuSeconds === null ? null : (p.pgCpuSeconds * 1000) / Math.max(n, 1);
  // What two otherwise idle cores could answer if only the servers and PostgreSQL used them.
  const capacity = pg === null ? null : (os.cpus().length * 1000) / (server + pg);
  return { server, pg, capacity };
}

function phaseFrom(
  name: string,
  connections: number,
  rec: Recorder,
  seconds: number,
  rss: number[],
  cpu: number[],
  pgCpu: number | null,
  actions?: Record<string, number>,
): Phase {
  const results = summarize(rec, seconds);
  // The browse kinds together, as one row.
  const browse = BROWSE_KINDS.flatMap((k) => rec.times.get(k) ?? []);
  if (browse.length > 0 && results.filter((r) => BROWSE_KINDS.includes(r.kind)).length > 1) {
    const s = browse.sort((a, b) => a - b);
    const q = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
    results.unshift({
      kind: 'browse (all four)',
      n: s.length,
      rps: s.length / seconds,
      p50: q(50),
      p95: q(95),
      p99: q(99),
      errors: BROWSE_KINDS.reduce((e, k) => e + (rec.errors.get(k) ?? 0), 0),
    });
  }
  const answered = results.filter(
    (r) => r.kind !== 'browse (all four)' && r.kind !== 'checkout: place + pay + verify',
  );
  return {
    name,
    connections,
    seconds,
    results,
    totalRps: answered.reduce((s, r) => s + r.n, 0) / seconds,
    errors: answered.reduce((s, r) => s + r.errors, 0),
    rssMaxMb: rss,
    cpuSeconds: cpu,
    pgCpuSeconds: pgCpu,
    samples: Object.fromEntries(rec.samples),
    actions,
  };
}

function printPhase(p: Phase) {
  const c = cpuPerRequest(p);
  console.log(
    `\n${p.name} — ${p.connections} connections, ${p.seconds.toFixed(0)} s: ${fmt(p.totalRps, 0)} req/s, ${p.errors} errors; server RSS max ${p.rssMaxMb.map((r) => fmt(r, 0)).join(' / ')} MB; ` +
      `CPU per request: servers ${fmt(c.server, 2)} ms, PostgreSQL ${c.pg === null ? '–' : fmt(c.pg, 2)} ms`,
  );
  for (const r of p.results)
    console.log(
      `  ${r.kind.padEnd(32)} n=${String(r.n).padStart(7)} ${fmt(r.rps, 0).padStart(6)}/s  p50 ${fmt(r.p50).padStart(6)}  p95 ${fmt(r.p95).padStart(6)}  p99 ${fmt(r.p99).padStart(6)} ms  errors ${r.errors}`,
    );
  for (const [k, s] of Object.entries(p.samples)) console.log(`  ! ${k}: ${s.join(' | ')}`);
}

// ---- docs ------------------------------------------------------------------------------------------

const START = '<!-- sale-day:start (written by npm run bench) -->';
const END = '<!-- sale-day:end -->';

function markdown(info: {
  command: string;
  machine: string;
  server: string;
  counts: Record<string, number>;
  ceiling: Map<number, Phase>;
  phases: Phase[];
  profile: { what: string; share: number }[] | null;
  pgVersion: string;
}): string {
  const out: string[] = [];
  const ok = (good: boolean) => (good ? '✅' : '❌');
  out.push(`Run ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} with \`${info.command}\`.`);
  out.push('');
  out.push(`- Machine: ${info.machine}`);
  out.push(
    `- Servers: ${SERVERS} × \`${info.server}\` (NODE_ENV=production, PAYMENT_MODE=test, TRUST_PROXY=loopback), ${VIA === 'proxy' ? 'behind the round-robin proxy (bench/proxy.ts)' : 'taken in turn request by request by the load generator'}; ${info.pgVersion}`,
  );
  out.push(
    `- Data: ${info.counts.products} products, ${info.counts.buyers} generated buyers (${SIGNED_IN} of them signed in), ${info.counts.orderItems} order lines`,
  );
  out.push(
    `- Mix: ${SALE_MIX.browse * 100} % browse, ${SALE_MIX.cart * 100} % cart, ${SALE_MIX.checkout * 100} % checkout, as shares of actions (a checkout is three requests)`,
  );
  out.push('');
  const head = '| Request | n | req/s | p50 ms | p95 ms | p99 ms | errors | target |';
  const rule = '|---|--:|--:|--:|--:|--:|--:|---|';
  const targetOf = (kind: string, r: KindResult, mixed: boolean): string => {
    if (mixed && (BROWSE_KINDS.includes(kind) || kind === 'browse (all four)'))
      return `p99 < ${TARGET.browseP99} ms ${ok(r.p99 < TARGET.browseP99)}`;
    if (kind === 'cart: add') return `p95 < ${TARGET.cartAddP95} ms ${ok(r.p95 < TARGET.cartAddP95)}`;
    if (kind === 'facets: category' || kind === 'facets: search')
      return `p95 < ${TARGET.facetsP95} ms ${ok(r.p95 < TARGET.facetsP95)}`;
    if (kind === 'filtered category page')
      return `p95 < ${TARGET.filteredListP95} ms ${ok(r.p95 < TARGET.filteredListP95)}`;
    if (kind === 'checkout: place + pay + verify')
      return `p99 < ${TARGET.checkoutP99} ms ${ok(r.p99 < TARGET.checkoutP99)}`;
    return '';
  };
  for (const p of info.phases) {
    const ceiling = info.ceiling.get(p.connections);
    const share = ceiling && p.name !== 'ceiling' ? p.totalRps / ceiling.totalRps : null;
    out.push(`### ${p.name}, ${p.connections} connections, ${p.seconds.toFixed(0)} s`);
    out.push('');
    const rssOk = Math.max(...p.rssMaxMb) < TARGET.rssMb;
    const c = cpuPerRequest(p);
    out.push(
      `All requests: **${fmt(p.totalRps, 0)} req/s**` +
        (share !== null
          ? `, **${fmt(share * 100, 0)} %** of the ceiling (${fmt(ceiling!.totalRps, 0)} req/s)`
          : '') +
        `; errors ${p.errors} ${ok(p.errors === 0)}; RSS max per server process ${p.rssMaxMb.map((r) => `${fmt(r, 0)} MB`).join(', ')} ${p.name === 'ceiling' ? '' : ok(rssOk)}; ` +
        `CPU per request: servers ${fmt(c.server, 2)} ms` +
        (c.pg === null
          ? ''
          : `, PostgreSQL ${fmt(c.pg, 2)} ms (${fmt(c.capacity!, 0)} req/s if they had ${os.cpus().length} idle cores)`) +
        '.' +
        (p.name.startsWith('pages alone')
          ? (() => {
              const cached = p.name.endsWith('remembered');
              const target = cached ? TARGET.cachedPageCpuMs : TARGET.freshPageCpuMs;
              return ` Target (issue 19): ≤ ${target} ms of server CPU per ${cached ? 'remembered' : 'fresh'} page ${ok(c.server <= target)}${cached ? '' : ' (random pages: most are rendered afresh, some are remembered)'}.`;
            })()
          : '') +
        (p.actions
          ? ` Actions: ${Object.entries(p.actions)
              .map(([k, v]) => `${k} ${v}`)
              .join(', ')}.`
          : ''),
    );
    out.push('');
    out.push(head, rule);
    const mixed = p.name.startsWith('mix');
    for (const r of p.results)
      out.push(
        `| ${r.kind} | ${r.n} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.errors} | ${targetOf(r.kind, r, mixed)} |`,
      );
    for (const [k, s] of Object.entries(p.samples))
      out.push(
        `\nFailed answers of ${k} (first ${s.length}): ${s.map((x) => `\`${x.replaceAll('|', '/').replaceAll('`', "'")}\``).join(', ')}`,
      );
    out.push('');
  }
  if (info.profile) {
    out.push(
      '### Where server process 1 spent its busy CPU time (self time, --cpu-prof over the whole run, idle left out)',
    );
    out.push('');
    out.push('| Function | share |', '|---|--:|');
    for (const f of info.profile)
      out.push(`| \`${f.what.replaceAll('|', '/')}\` | ${fmt(f.share * 100)} % |`);
    out.push('');
  }
  return out.join('\n');
}

// ---- main ------------------------------------------------------------------------------------------

const workDir = await mkdtemp(path.join(os.tmpdir(), 'electrohub-sale-day-'));
let cleaning = false;
async function cleanup() {
  if (cleaning) return;
  cleaning = true;
  await Promise.all(children.map(stop));
  await rm(workDir, { recursive: true, force: true });
}
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.once(sig, () => {
    console.error(`\n${sig}: stopping the benchmark's processes`);
    void cleanup().then(() => process.exit(130));
  });

// A hard bound on the whole run: the phases' time plus generous start-up, generation and shut-down time.
const plannedSeconds =
  WARMUP + CONNECTIONS.length * (ALONE_DURATION + DURATION) + ALONE_CONNECTIONS.length * 3 * ALONE_DURATION;
const watchdog = setTimeout(
  () => {
    console.error('sale-day: the run took far longer than planned; stopping');
    void cleanup().then(() => process.exit(1));
  },
  (plannedSeconds + 3600) * 1000,
);
watchdog.unref();

try {
  const loadStart = os.loadavg();
  const { url, counts } = await prepareDatabase();
  const { fixture, productPath } = await prepareFixture(url);
  const { pgVersion, cluster } = await (async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const r = await c.query<{ v: string; cluster: string }>(
        `select split_part(version(), ' on ', 1) as v, current_setting('cluster_name') as cluster`,
      );
      return { pgVersion: r.rows[0]!.v, cluster: r.rows[0]!.cluster };
    } finally {
      await c.end();
    }
  })();

  const server = serverCommand();
  const paymentSecret = randomBytes(24).toString('hex');
  const profDir = path.join(workDir, 'prof');
  const servers: { url: string; child: ChildProcess }[] = [];
  for (let i = 0; i < SERVERS; i++) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const args = [
      ...(CPU_PROF && i === 0 ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []),
      ...START_FLAGS,
      ...SERVER_NODE_ARGS,
      ...server.args,
    ];
    const child = spawnChild(
      args,
      {
        NODE_ENV: 'production',
        DATABASE_URL: url,
        DATA_DIR,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        SEED: 'none',
        LOG_LEVEL: 'warn',
        PAYMENT_MODE: 'test',
        PAYMENT_TEST_SECRET: paymentSecret,
        ADMIN_SECRET_KEY: randomBytes(16).toString('hex'),
        TRUST_PROXY: 'loopback',
        ...(env.CATALOG_CACHE_SECONDS ? { CATALOG_CACHE_SECONDS: env.CATALOG_CACHE_SECONDS } : {}),
        ...(env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: env.DATABASE_POOL_SIZE } : {}),
        ...SERVER_ENV,
      },
      `server ${i + 1}`,
    );
    servers.push({ url: base, child });
  }
  for (const s of servers) await waitFor(`${s.url}/api/health`, s.child, 180);
  const pids = servers.map((s) => s.child.pid);

  let bases = servers.map((s) => s.url);
  if (VIA === 'proxy') {
    const port = await freePort();
    const proxy = spawnChild(['--import', 'tsx', 'bench/proxy.ts', String(port), ...bases], {}, 'proxy');
    bases = [`http://127.0.0.1:${port}`];
    await waitFor(`${bases[0]}/api/health`, proxy, 60);
  }

  // The ceiling: as many bare processes as servers, replaying a captured product answer.
  const answer = await capture(servers[0]!.url, productPath);
  if (answer.status !== 200) throw new Error(`capturing ${productPath}: ${answer.status}`);
  const answerFile = path.join(workDir, 'answer.json');
  writeFileSync(answerFile, JSON.stringify(answer));
  const bare: { url: string; child: ChildProcess }[] = [];
  if (SCENARIOS.has('ceiling')) {
    for (let i = 0; i < SERVERS; i++) {
      const port = await freePort();
      const child = spawnChild(
        ['--import', 'tsx', 'bench/bare-server.ts', String(port), answerFile],
        {},
        `bare ${i + 1}`,
      );
      bare.push({ url: `http://127.0.0.1:${port}`, child });
    }
    for (const b of bare) await waitFor(`${b.url}/`, b.child, 60);
  }

  console.log(
    `\nSale day: ${counts.products} products, ${counts.buyers} buyers, ${counts.orderItems} order lines; ${SERVERS} × ${server.label} (${VIA}); ` +
      `${os.cpus().length} CPUs, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );

  /** Run one phase while sampling each process's RSS (max) and counting its CPU time. */
  async function measured<T>(
    watch: (number | undefined)[],
    f: () => Promise<T>,
    withPg = true,
  ): Promise<{ value: T; rss: number[]; cpu: number[]; pgCpu: number | null }> {
    if (withPg) firstMeasuredAt ??= Date.now();
    const rss = watch.map(rssMb);
    const cpu0 = watch.map(cpuSeconds);
    const pg0 = new Map(clusterPids(withPg ? cluster : '', DB_NAME).map((pid) => [pid, cpuSeconds(pid)]));
    const db0 = new Map(databasePids(withPg ? cluster : '').map((pid) => [pid, cpuSeconds(pid)]));
    const timer = setInterval(() => watch.forEach((pid, i) => (rss[i] = Math.max(rss[i]!, rssMb(pid)))), 250);
    try {
      const value = await f();
      const pgPids = clusterPids(withPg ? cluster : '', DB_NAME);
      const pgCpu =
        pgPids.length === 0
          ? null
          : pgPids.reduce((sum, pid) => sum + cpuSeconds(pid) - (pg0.get(pid) ?? 0), 0);
      lastDbCpu = databasePids(withPg ? cluster : '').reduce(
        (sum, pid) => sum + cpuSeconds(pid) - (db0.get(pid) ?? 0),
        0,
      );
      return { value, rss, cpu: watch.map((pid, i) => cpuSeconds(pid) - cpu0[i]!), pgCpu };
    } finally {
      clearInterval(timer);
    }
  }

  /**
   * The figure above counts the bench database's backends and the cluster's shared processes (WAL writer,
   * checkpointer), which also work for other databases on a shared machine; this counts only the backends connected
   * to BENCH_DB (the servers' pools).
   */
  let lastDbCpu = 0;
  /** When the first measured phase of the servers began (the CPU profile is summed from then on). */
  let firstMeasuredAt: number | undefined;
  function databasePids(clusterName: string): number[] {
    return clusterPids(clusterName, DB_NAME).filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${DB_NAME} `);
      } catch {
        return false;
      }
    });
  }
  function printDatabaseCpu(p: Phase) {
    const n = p.totalRps * p.seconds;
    if (n > 0)
      console.log(
        `  PostgreSQL backends of ${DB_NAME} only: ${fmt((lastDbCpu * 1000) / n, 2)} ms per request`,
      );
  }

  // With CPU_PROF: which statements PostgreSQL is running, sampled from pg_stat_activity every 100 ms.
  const active = new Map<string, number>();
  let activeSamples = 0;
  const sampler = CPU_PROF ? new pg.Client({ connectionString: url }) : null;
  let sampling: NodeJS.Timeout | null = null;
  if (sampler) {
    await sampler.connect();
    let busy = false;
    sampling = setInterval(() => {
      if (busy) return;
      busy = true;
      sampler
        .query<{ q: string }>(
          `select regexp_replace(left(query, 160), '\\s+', ' ', 'g') as q from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
        )
        .then((r) => {
          activeSamples++;
          for (const row of r.rows) active.set(row.q, (active.get(row.q) ?? 0) + 1);
        })
        .catch(() => undefined)
        .finally(() => (busy = false));
    }, 100);
  }

  const phases: Phase[] = [];
  const ceiling = new Map<number, Phase>();
  const mixes: Record<string, Mix> = {
    mix: SALE_MIX,
    browse: { browse: 1, cart: 0, checkout: 0, filters: 0 },
    cart: { browse: 0, cart: 1, checkout: 0, filters: 0 },
    checkout: { browse: 0, cart: 0, checkout: 1, filters: 0 },
    filters: { browse: 0, cart: 0, checkout: 0, filters: 1 },
  };

  /**
   * Waits (at most MAIL_DRAIN_SECONDS) until the servers have delivered every mail the phase's checkouts queued, so
   * a phase's CPU includes its own mails (decision 059) and none of them spills into the next phase. Answers the
   * seconds it waited, or null when mails were still unsent at the bound.
   */
  async function drainMails(): Promise<number | null> {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const start = performance.now();
      for (;;) {
        const r = await c.query<{ n: number }>(
          `select count(*)::int as n from mail_outbox where sent_at is null`,
        );
        if (r.rows[0]!.n === 0) return (performance.now() - start) / 1000;
        if (performance.now() - start > MAIL_DRAIN_SECONDS * 1000) return null;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await c.end();
    }
  }

  async function mixPhase(name: string, mix: Mix, connections: number, seconds: number) {
    const targets = new Targets(bases, Math.ceil(connections / bases.length) + 1);
    try {
      let drained: number | null = 0;
      const { value, rss, cpu, pgCpu } = await measured(pids, async () => {
        const run = await runMix({ fixture, targets, connections, seconds, mix, maxActions: MAX_ACTIONS });
        if (mix.checkout > 0) drained = await drainMails();
        return run;
      });
      const p = phaseFrom(name, connections, value.rec, value.seconds, rss, cpu, pgCpu, value.actions);
      printPhase(p);
      printDatabaseCpu(p);
      if (mix.checkout > 0)
        console.log(
          drained === null
            ? `  mails of the phase: still unsent ${MAIL_DRAIN_SECONDS} s after the load (the CPU above misses them)`
            : `  mails of the phase: all delivered ${drained.toFixed(1)} s after the load (their CPU is counted above)`,
        );
      return p;
    } finally {
      targets.close();
    }
  }

  /** Server-rendered pages alone (issue 19): random pages (mostly rendered afresh), then the same five again. */
  async function pagesPhase(connections: number, cached: boolean) {
    const targets = new Targets(bases, Math.ceil(connections / bases.length) + 1);
    try {
      // Warm: the code paths of each page type (and, for the remembered phase, its five pages) are ready.
      await runPages({ fixture, targets, connections, seconds: Math.min(3, ALONE_DURATION), cached });
      const { value, rss, cpu, pgCpu } = await measured(pids, () =>
        runPages({ fixture, targets, connections, seconds: ALONE_DURATION, cached, maxActions: MAX_ACTIONS }),
      );
      const name = cached ? 'pages alone, remembered' : 'pages alone';
      const p = phaseFrom(name, connections, value.rec, value.seconds, rss, cpu, pgCpu);
      printPhase(p);
      return p;
    } finally {
      targets.close();
    }
  }

  if (WARMUP > 0) {
    // Each server builds its title index on its first search (decision 021): 100,000 titles take seconds on a slow
    // machine, which a short warm-up would leave to the first measured phase. One search each, awaited, first.
    const indexing = Date.now();
    await Promise.all(
      bases.map(async (base) => {
        const res = await fetch(`${base}/api/user/products/search?query=phone&limit=5`);
        if (!res.ok) throw new Error(`the first search of ${base} answered ${res.status}`);
      }),
    );
    console.log(`  title indexes built in ${((Date.now() - indexing) / 1000).toFixed(1)} s`);
    const targets = new Targets(bases, CONNECTIONS[0]!);
    await runMix({
      fixture,
      targets,
      connections: CONNECTIONS[0]!,
      seconds: WARMUP,
      mix: SALE_MIX,
      maxActions: MAX_ACTIONS,
    });
    targets.close();
    await drainMails();
  }

  for (const connections of CONNECTIONS) {
    if (SCENARIOS.has('ceiling')) {
      const targets = new Targets(
        bare.map((b) => b.url),
        Math.ceil(connections / bare.length) + 1,
      );
      await runFixed({
        targets,
        path: productPath,
        connections,
        seconds: Math.min(3, ALONE_DURATION),
        kind: 'warm-up',
      });
      const { value, rss, cpu } = await measured(
        bare.map((b) => b.child.pid),
        () =>
          runFixed({
            targets,
            path: productPath,
            connections,
            seconds: ALONE_DURATION,
            kind: 'product answer, replayed',
          }),
        false,
      );
      targets.close();
      const p = phaseFrom('ceiling', connections, value.rec, value.seconds, rss, cpu, null);
      ceiling.set(connections, p);
      phases.push(p);
      printPhase(p);
    }
    if (SCENARIOS.has('mix')) phases.push(await mixPhase('mix', SALE_MIX, connections, DURATION));
    if (ALONE_CONNECTIONS.includes(connections))
      for (const s of ['browse', 'cart', 'checkout', 'filters'] as const)
        if (SCENARIOS.has(s))
          phases.push(await mixPhase(`${s} alone`, mixes[s]!, connections, ALONE_DURATION));
    if (ALONE_CONNECTIONS.includes(connections) && SCENARIOS.has('pages'))
      for (const cached of [false, true]) phases.push(await pagesPhase(connections, cached));
  }
  for (const b of bare) await stop(b.child);
  if (sampling) clearInterval(sampling);
  await sampler?.end();
  const topStatements = [...active.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([q, n]) => ({ q, perSample: n / Math.max(activeSamples, 1) }));
  if (sampler) {
    console.log(
      `\nPostgreSQL statements most often active (${activeSamples} samples of pg_stat_activity; average number running at once):`,
    );
    for (const t of topStatements) console.log(`  ${fmt(t.perSample, 2).padStart(5)}  ${t.q}`);
  }

  let profile: { what: string; share: number }[] | null = null;
  if (CPU_PROF) {
    await stop(servers[0]!.child);
    const measuredMs = Date.now() - (firstMeasuredAt ?? 0);
    const file = existsSync(profDir)
      ? readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'))
      : undefined;
    if (file) {
      profile = topSelfTime(path.join(profDir, file), measuredMs);
      // CPU_PROF_OUT=<file>: the whole profile kept, for a closer look (DevTools, or a script of one's own).
      if (env.CPU_PROF_OUT) copyFileSync(path.join(profDir, file), env.CPU_PROF_OUT);
      console.log('\nCPU profile of server 1 (self time, from the first measured phase on):');
      for (const f of profile) console.log(`  ${fmt(f.share * 100).padStart(5)} %  ${f.what}`);
    }
  }
  const loadEnd = os.loadavg();

  const cpu = os.cpus();
  const machine =
    `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}; ` +
    `load average ${loadStart[0]!.toFixed(1)} at the start and ${loadEnd[0]!.toFixed(1)} at the end (the machine is shared: other work runs beside the benchmark)`;
  const command = `BENCH_DATABASE_URL=… ${[
    'DURATION',
    'ALONE_DURATION',
    'CONNECTIONS',
    'SCENARIOS',
    'VIA',
    'CPU_PROF',
    'SERVER_NODE_ARGS',
    'SERVER_ENV',
  ]
    .filter((k) => env[k])
    .map((k) => (/\s/.test(env[k]!) ? `${k}='${env[k]}'` : `${k}=${env[k]}`))
    .join(' ')} npm run bench`.replace(/\s+/g, ' ');
  let md = markdown({ command, machine, server: server.label, counts, ceiling, phases, profile, pgVersion });
  if (sampler && topStatements.length > 0)
    md +=
      `\n### PostgreSQL statements most often running (pg_stat_activity every 100 ms, ${activeSamples} samples; average number running at once)\n\n| Statement (first 160 characters) | running |\n|---|--:|\n` +
      topStatements
        .map((t) => `| \`${t.q.replaceAll('|', '/').replaceAll('`', "'")}\` | ${fmt(t.perSample, 2)} |`)
        .join('\n') +
      '\n';
  if (WRITE_DOCS) {
    const doc = existsSync(DOCS) ? readFileSync(DOCS, 'utf8') : '# Benchmarks\n';
    writeFileSync(DOCS, replaceSection(doc, START, END, md));
    console.log(`\nWrote the tables to ${path.relative(ROOT, DOCS)}`);
  }
  await dropBenchSessions(url);
} finally {
  clearTimeout(watchdog);
  await cleanup();
}
