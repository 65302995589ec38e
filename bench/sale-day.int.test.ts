/**
 * Smoke test of the sale-day benchmark's parts on a tiny database (no timing is asserted): the proxy takes
 * its targets in turn, the bare server replays the captured answer, the generator's buyers and order history
 * add up, and every request builder of the mix gets a 2xx from the real app.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../apps/server/test/helpers.ts';
import { saleProducts, signedInBuyers } from './common.ts';
import { createBareServer } from './bare-server.ts';
import { replaceSection } from './docs-section.ts';
import {
  BENCH_BUYER_DOMAIN,
  countBenchPeople,
  insertBenchBuyers,
  insertBenchOrders,
} from './generate-people.ts';
import { benchDatabaseTitle } from './pg-titles.ts';
import { createRoundRobinProxy } from './proxy.ts';
import { actions, buyerAddress, newWorker, Recorder, runMix, Targets, type MixFixture } from './sale-mix.ts';

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
const close = (server: http.Server) => new Promise((resolve) => server.close(resolve));

describe('PostgreSQL CPU of the bench database', () => {
  it("counts the bench database's backends and the shared processes, not other databases' work", () => {
    const of = (rest: string) => benchDatabaseTitle(`postgres: 15/main: ${rest}`, '15/main', 'bench_cart');
    expect(of('postgres bench_cart 127.0.0.1(48562) idle')).toBe(true);
    expect(of('postgres bench_cart [local] SELECT')).toBe(true);
    expect(of('walwriter')).toBe(true);
    expect(of('checkpointer')).toBe(true);
    expect(of('background writer')).toBe(true);
    expect(of('autovacuum launcher')).toBe(true);
    expect(of('autovacuum worker bench_cart')).toBe(true);
    expect(of('postgres bench_memory 127.0.0.1(48562) idle')).toBe(false);
    expect(of('postgres bench_memory 127.0.0.1(48562) INSERT waiting')).toBe(false);
    expect(of('autovacuum worker bench_memory')).toBe(false);
    expect(benchDatabaseTitle('postgres: 16/other: walwriter', '15/main', 'bench_cart')).toBe(false);
  });
});

describe('round-robin proxy', () => {
  it('sends each request to the next target in turn and passes the forwarded address on', async () => {
    const seen: string[] = [];
    const named = (name: string) =>
      http.createServer((req, res) => {
        seen.push(`${name} ${String(req.headers['x-forwarded-for'])}`);
        res.end(name);
      });
    const a = named('a');
    const b = named('b');
    const proxy = createRoundRobinProxy([await listen(a), await listen(b)]);
    const base = await listen(proxy);
    const targets = new Targets([base], 2);
    try {
      const bodies: string[] = [];
      for (let i = 0; i < 6; i++)
        bodies.push((await targets.request('GET', '/x', { 'x-forwarded-for': '198.18.0.7' })).body);
      expect(bodies).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
      expect(proxy.sent).toEqual([3, 3]);
      expect(seen[0]).toBe('a 198.18.0.7, 127.0.0.1');
    } finally {
      targets.close();
      proxy.closeAllConnections();
      a.closeAllConnections();
      b.closeAllConnections();
      await Promise.all([close(proxy), close(a), close(b)]);
    }
  });
});

describe('bare server', () => {
  it('replays the captured status, headers and body', async () => {
    const server = createBareServer({
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', etag: '"x"' },
      body: Buffer.from('{"id":1}').toString('base64'),
    });
    const base = await listen(server);
    try {
      const res = await fetch(`${base}/api/user/products/1`);
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toBe('"x"');
      expect(await res.text()).toBe('{"id":1}');
    } finally {
      server.closeAllConnections();
      await close(server);
    }
  });
});

describe('docs section', () => {
  it('replaces the marked block and appends it when missing', () => {
    const once = replaceSection('# B\n\ntext\n', '<!-- s -->', '<!-- e -->', 'one');
    expect(once).toBe('# B\n\ntext\n\n<!-- s -->\none\n<!-- e -->\n');
    expect(replaceSection(once, '<!-- s -->', '<!-- e -->', 'two')).toBe(
      '# B\n\ntext\n\n<!-- s -->\ntwo\n<!-- e -->\n',
    );
  });
});

describe('sale-day data and request builders', () => {
  let ctx: TestContext;
  let base: string;
  let fixture: MixFixture;

  beforeAll(async () => {
    ctx = await buildTestApp({ TRUST_PROXY: 'loopback' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const db = ctx.app.db;
    const { categoryName, products: made } = await saleProducts(db, {
      count: 4,
      price: (i) => 1000 + i,
      stock: 1000,
    });
    const buyers = (await signedInBuyers(db, 3)).map((cookie, i) => ({ cookie, address: buyerAddress(i) }));
    fixture = {
      productIds: made.map((p) => p.id),
      categories: [categoryName],
      buyers,
      cartProductIds: made.map((p) => p.id),
      saleProducts: made.map((p) => ({ id: p.id, sellingPricePaise: p.sellingPricePaise })),
    };
  });
  afterAll(async () => ctx?.close());

  it('generates buyers and paid orders whose amounts are the sums of their lines', async () => {
    const db = ctx.app.db;
    const placed = await db.transaction(async (tx) => {
      await insertBenchBuyers(tx, 20, 'smoke', { password: 'x', answer: 'y' });
      return insertBenchOrders(tx, 50, 'smoke');
    });
    expect(placed.orders).toBe(20);
    expect(await countBenchPeople(db)).toEqual({ buyers: 20, orderItems: 50 });
    const check = await db.execute<{
      orders: number;
      lines: number;
      wrong: number;
      payments: number;
      history: number;
      foreign: number;
    }>(sql`
      select (select count(*) from orders where provider_order_id like 'bench\\_smoke\\_%')::int as orders,
             (select count(*) from orders o where o.amount_paise <> (select sum(total_paise) from order_items i where i.order_id = o.id))::int as wrong,
             (select min(c) from (select count(*) as c from order_items group by order_id) x)::int as lines,
             (select count(*) from payments)::int as payments,
             (select count(*) from order_status_history)::int as history,
             (select count(*) from orders o join users u on u.id = o.user_id where u.email not like ${`%@${BENCH_BUYER_DOMAIN}`})::int as foreign`);
    expect(check.rows[0]).toEqual({ orders: 20, wrong: 0, lines: 2, payments: 20, history: 50, foreign: 0 });
  });

  it('every request builder of the mix gets a 2xx answer from the real app', async () => {
    const targets = new Targets([base], 2);
    const rec = new Recorder();
    try {
      const run = actions(fixture, targets, rec, 1);
      for (const r of [0.1, 0.3, 0.6, 0.9]) await run.browse(r);
      const worker = newWorker(0);
      // A checkout in the middle of a cart change keeps the buyer whose line it is.
      await run.cart(worker);
      await run.checkout(worker);
      for (let i = 0; i < 5; i++) await run.cart(worker);
      for (const r of [0.1, 0.5, 0.9]) await run.filters(r);
      expect(Object.fromEntries(rec.samples)).toEqual({});
      expect([...rec.times.keys()].sort()).toEqual([
        'cart: add',
        'cart: change quantity',
        'cart: remove',
        'category page',
        'checkout: place + pay + verify',
        'checkout: place-order',
        'checkout: test-card pay',
        'checkout: verify-payment',
        'facets: category',
        'facets: search',
        'filtered category page',
        'listing page',
        'product page',
        'search dropdown',
      ]);
      expect(rec.times.get('cart: add')).toHaveLength(2);

      // The loop itself, bounded by count: every action answered without an error.
      const mixed = await runMix({
        fixture,
        targets,
        connections: 2,
        seconds: 50,
        mix: { browse: 0.4, cart: 0.3, checkout: 0.2, filters: 0.1 },
        maxActions: 30,
      });
      expect(Object.values(mixed.actions).reduce((a, b) => a + b, 0)).toBe(30);
      expect(Object.fromEntries(mixed.rec.samples)).toEqual({});
    } finally {
      targets.close();
    }
  });
});
