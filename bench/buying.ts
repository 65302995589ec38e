/**
 * Buying benchmark on PostgreSQL through the real HTTP API on loopback: latency percentiles of
 * add-to-cart and of a checkout (place-order + verify-payment; the test card call between them is timed
 * separately). Many buyers compete for a few products, so the stock rows are contended as in a sale.
 *
 * Run: `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/buying.ts`
 * (TEST_DATABASE_URL works too). Knobs: BUYERS (200), CONCURRENCY (16), CART_REQUESTS (4000), CHECKOUTS (800).
 * A fresh database is created and dropped; nothing else is touched.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { TEST_CARDS } from '@electrohub/shared/checkout';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { buildAppOn } from '../apps/server/test/helpers.ts';
import { saleProducts, signedInBuyers } from './common.ts';

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) {
  console.error(
    'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres',
  );
  process.exit(2);
}
const BUYERS = Number(process.env.BUYERS ?? 200);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
const CART_REQUESTS = Number(process.env.CART_REQUESTS ?? 4000);
const CHECKOUTS = Number(process.env.CHECKOUTS ?? 800);
const PRODUCTS = 20;

const dbName = `electrohub_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database "${dbName}"`);
const dbUrl = new URL(url);
dbUrl.pathname = `/${dbName}`;

const database = await openDatabase({ url: dbUrl.toString(), poolSize: 20 });
// The per-address write limit would cap a loopback benchmark at 300/min: measure the app, not the limiter.
const built = await buildAppOn(
  database,
  { DATABASE_URL: dbUrl.toString() },
  { writesPerMinute: 1_000_000_000 },
);
const { app } = built;
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function cleanup() {
  // A client still held (e.g. a LISTEN connection) is terminated by the drop below: not an error here.
  database.pool?.on('error', () => undefined);
  await built.close();
  await admin.query(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
}

try {
  const db = app.db;
  const { products } = await saleProducts(db, {
    count: PRODUCTS,
    price: (i) => 999 + i * 100,
    stock: 1_000_000,
  });
  const cookies = await signedInBuyers(db, BUYERS);

  const post = async (p: string, cookie: string, body: unknown) => {
    const res = await fetch(`${base}${p}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${p} ${res.status} ${JSON.stringify(json)}`);
    return json;
  };

  /** Run `total` jobs with at most CONCURRENCY in flight; each job returns the latencies it measured. */
  async function run(total: number, job: (i: number) => Promise<Record<string, number>>) {
    const samples: Record<string, number[]> = {};
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = next++; i < total; i = next++)
          for (const [k, v] of Object.entries(await job(i))) (samples[k] ??= []).push(v);
      }),
    );
    return { samples, seconds: (performance.now() - t0) / 1000 };
  }

  const pct = (xs: number[], p: number) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
  };
  const report = (name: string, xs: number[], seconds: number) =>
    console.log(
      `${name.padEnd(28)} n=${String(xs.length).padStart(5)}  p50 ${pct(xs, 50).toFixed(1).padStart(6)} ms  p95 ${pct(xs, 95).toFixed(1).padStart(6)} ms  p99 ${pct(xs, 99).toFixed(1).padStart(6)} ms  ${(xs.length / seconds).toFixed(0)}/s`,
    );

  const timed = async <T>(f: () => Promise<T>): Promise<[T, number]> => {
    const t = performance.now();
    const v = await f();
    return [v, performance.now() - t];
  };

  // Each pass over the buyers moves to the next product, so no cart line passes UNITS_PER_PRODUCT_MAX.
  const cartProduct = (i: number) => products[(i + Math.floor(i / BUYERS)) % PRODUCTS]!;

  // Warm-up: JIT, pool connections, prepared plans.
  await run(200, async (i) => {
    await post(`/api/user/cart/add/${cartProduct(i + CART_REQUESTS).id}`, cookies[i % BUYERS]!, {
      quantity: '1',
    });
    return {};
  });

  console.log(
    `PostgreSQL, ${BUYERS} buyers, ${PRODUCTS} products, concurrency ${CONCURRENCY}, loopback HTTP`,
  );
  const cart = await run(CART_REQUESTS, async (i) => {
    const [, ms] = await timed(() =>
      post(`/api/user/cart/add/${cartProduct(i).id}`, cookies[i % BUYERS]!, { quantity: '1' }),
    );
    return { add: ms };
  });
  report('add-to-cart', cart.samples.add!, cart.seconds);

  const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
  const checkout = await run(CHECKOUTS, async (i) => {
    const cookie = cookies[i % BUYERS]!;
    const a = products[i % PRODUCTS]!;
    const b = products[(i * 7 + 3) % PRODUCTS]!;
    const items =
      a.id === b.id
        ? [{ productId: a.id, quantity: 2 }]
        : [
            { productId: a.id, quantity: 1 },
            { productId: b.id, quantity: 1 },
          ];
    const total = items.reduce(
      (s, it) => s + (products.find((p) => p.id === it.productId)!.pricePaise * 0.9 * it.quantity) / 100,
      0,
    );
    const [placed, placeMs] = await timed(() =>
      post('/api/user/orders/place-order', cookie, { total, items, flag: 'buy' }),
    );
    const orderId = (placed.order as { id: string }).id;
    const [paid, payMs] = await timed(() =>
      post('/api/payments/test/pay', cookie, {
        orderId,
        cardNumber: TEST_CARDS.success,
        expiry,
        cvc: '123',
        name: 'Bench Buyer',
      }),
    );
    const [, verifyMs] = await timed(() =>
      post('/api/user/orders/verify-payment', cookie, { ...paid, flag: 'buy' }),
    );
    return { place: placeMs, pay: payMs, verify: verifyMs, checkout: placeMs + verifyMs };
  });
  report('place-order', checkout.samples.place!, checkout.seconds);
  report('test card (pay)', checkout.samples.pay!, checkout.seconds);
  report('verify-payment', checkout.samples.verify!, checkout.seconds);
  report('place-order + verify', checkout.samples.checkout!, checkout.seconds);
} finally {
  await cleanup();
}
