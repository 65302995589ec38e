import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ChatServerFrame } from '@electrohub/shared/chat';
import { TEST_CARDS } from '@electrohub/shared/checkout';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { orders } from '../apps/server/src/db/schema/index.ts';
import {
  DEFAULT_PASSWORD,
  createAdmin,
  createBuyer,
  createCategory,
  createProduct,
  productWithStock,
  createSeller,
  sessionCookie,
} from '../apps/server/test/factories.ts';
import { ownMigratedDatabase, type OwnDatabase } from './postgres.ts';
import { removeDir, startServer, type RunningServer } from './server.ts';

/**
 * The deployment of docs/deploy.md in small: the migrate step, then two processes of the compiled server on one
 * PostgreSQL database (as behind a load balancer), each request sent to one or the other. PGlite is one process's
 * database, so this needs TEST_DATABASE_URL (CI sets it).
 */
const BASE_URL = process.env.TEST_DATABASE_URL;
if (!BASE_URL)
  console.warn(
    '[two processes] skipped: set TEST_DATABASE_URL to run two server processes on one PostgreSQL database',
  );

/** Poll `read` until `done` accepts its value or `ms` have passed; the last value either way (state, bounded). */
async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!BASE_URL)('two server processes on one PostgreSQL database', () => {
  let own: OwnDatabase | undefined;
  let database: Database;
  let dataDir: string;
  let procs: RunningServer[] = [];

  /** A new seller's product in a new category, at `price` rupees with `stock` units on hand. */
  async function productOnSale(price: number, stock: number) {
    const seller = await createSeller(database.db);
    const category = await createCategory(database.db);
    const product = await createProduct(database.db, {
      sellerId: seller.id,
      categoryName: category.name,
      price,
      stock,
    });
    return { seller, product };
  }

  beforeAll(async () => {
    own = await ownMigratedDatabase(BASE_URL!, 'electrohub_e2e');
    expect(own.migrated).toContain('migrations applied to PostgreSQL');

    // One shared DATA_DIR stands for the shared media volume (or bucket); both start at once, as a rollout would.
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'electrohub-2p-'));
    const env = { DATABASE_URL: own.url, SEED: 'none', CATALOG_CACHE_SECONDS: '300' };
    procs = await Promise.all([startServer({ dataDir, env }), startServer({ dataDir, env })]);
    database = await openDatabase({ url: own.url, poolSize: 4 });
  });

  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    await database?.close();
    await own?.drop();
    if (dataDir) await removeDir(dataDir);
  });

  const [a, b] = [() => procs[0]!.url, () => procs[1]!.url];
  const json = async (res: Response) => ({
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
  });
  const post = (base: string, p: string, cookie: string, body: unknown) =>
    fetch(`${base}${p}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(json);
  const get = (base: string, p: string, cookie = '') =>
    fetch(`${base}${p}`, { headers: { cookie } }).then(json);

  it('a session made on one process works on the other, and a sign-out on either ends it on both', async () => {
    const buyer = await createBuyer(database.db);
    const res = await fetch(`${a()}/api/user/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: buyer.email, password: DEFAULT_PASSWORD }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).not.toBe('');

    for (const base of [b(), a()])
      expect(await get(base, '/api/auth/user-data', cookie)).toMatchObject({
        status: 200,
        body: { authorized: true, user: { email: buyer.email } },
      });

    expect((await post(b(), '/api/auth/logout', cookie, {})).status).toBe(200);
    for (const base of [a(), b()])
      expect(await get(base, '/api/auth/user-data', cookie)).toMatchObject({
        status: 200,
        body: { authorized: false },
      });
  });

  it('a cached public answer changes on both processes after a write on one', async () => {
    const { seller, product } = await productOnSale(1000, 50);
    const sellerCookie = await sessionCookie(database.db, 'seller', seller.id);
    const price = async (base: string) => (await get(base, `/api/user/products/${product.id}`)).body.price;

    // Both processes now remember the product page for CATALOG_CACHE_SECONDS (300 s).
    expect(await price(a())).toBe(1000);
    expect(await price(b())).toBe(1000);

    const form = new FormData();
    form.set('price', '1234');
    const edit = await fetch(`${a()}/api/seller/products/${product.id}`, {
      method: 'PATCH',
      headers: { cookie: sellerCookie },
      body: form,
    });
    expect(edit.status).toBe(200);

    // The writer forgets at once; the other process must hear of the change (not wait out its 300 s).
    expect(await price(a())).toBe(1234);
    expect(
      await eventually(
        () => price(b()),
        (p) => p === 1234,
      ),
    ).toBe(1234);
  });

  it('200 buyers racing over both processes for 10 units: exactly 10 paid orders', async () => {
    const { seller, product } = await productOnSale(999, 10);
    const cookies = await Promise.all(
      Array.from({ length: 200 }, async () =>
        sessionCookie(database.db, 'user', (await createBuyer(database.db)).id),
      ),
    );

    // 20 in flight; buyer i places the order on one process, pays on the other and verifies on the first.
    const results: { placed: number; flag?: unknown; verified?: unknown }[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let i = next++; i < cookies.length; i = next++) {
          const cookie = cookies[i]!;
          const [first, second] = i % 2 === 0 ? [a(), b()] : [b(), a()];
          const placed = await post(first, '/api/user/orders/place-order', cookie, {
            total: 999,
            items: [{ productId: product.id, quantity: 1, sellerId: seller.id }],
            flag: 'buy',
          });
          if (placed.status !== 200) {
            results.push({ placed: placed.status, flag: placed.body.flag });
            continue;
          }
          const orderId = (placed.body.order as { id: string }).id;
          const paid = await post(second, '/api/payments/test/pay', cookie, {
            orderId,
            cardNumber: TEST_CARDS.success,
            expiry: '12/39',
            cvc: '123',
            name: 'Sale Day Buyer',
          });
          expect(paid.status, JSON.stringify(paid.body)).toBe(200);
          const verified = await post(first, '/api/user/orders/verify-payment', cookie, {
            ...paid.body,
            flag: 'buy',
          });
          results.push({ placed: 200, verified: verified.status === 200 && verified.body.success === true });
        }
      }),
    );

    const winners = results.filter((r) => r.placed === 200);
    expect(winners).toHaveLength(10);
    expect(winners.every((w) => w.verified === true)).toBe(true);
    const losers = results.filter((r) => r.placed !== 200);
    expect(losers).toHaveLength(190);
    expect(losers.every((r) => r.placed === 409 && r.flag === 'OutOfStock')).toBe(true);

    expect(await productWithStock(database.db, product.id)).toMatchObject({ stock: 0, status: 'OutOfStock' });
    expect(await database.db.select().from(orders).where(eq(orders.status, 'Paid'))).toHaveLength(10);
  });

  it("an admin's chat reply sent through one process reaches the buyer's socket on the other", async () => {
    const buyerCookie = await sessionCookie(database.db, 'user', (await createBuyer(database.db)).id);
    const adminCookie = await sessionCookie(database.db, 'admin', (await createAdmin(database.db)).id);
    const frames: ChatServerFrame[] = [];
    const ws = new WebSocket(`${b().replace(/^http/, 'ws')}/api/chat`, { headers: { cookie: buyerCookie } });
    ws.on('message', (d: Buffer) => frames.push(JSON.parse(d.toString()) as ChatServerFrame));
    try {
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      const said = (text: RegExp | string) => () =>
        Promise.resolve(
          frames.some(
            (f) =>
              f.type === 'message' &&
              (typeof text === 'string' ? f.message.content === text : text.test(f.message.content)),
          ),
        );

      ws.send(JSON.stringify({ type: 'handoff' }));
      expect(await eventually(said(/support team/), Boolean)).toBe(true);

      const inbox = await fetch(`${a()}/api/admin/chats`, { headers: { cookie: adminCookie } });
      expect(inbox.status).toBe(200);
      const waiting = ((await inbox.json()) as { id: number; status: string }[]).filter(
        (c) => c.status === 'waiting',
      );
      expect(waiting).toHaveLength(1);
      const reply = await post(a(), `/api/admin/chats/${waiting[0]!.id}/messages`, adminCookie, {
        content: 'Hello from the other process.',
      });
      expect(reply.status).toBe(201);

      expect(await eventually(said('Hello from the other process.'), Boolean)).toBe(true);
    } finally {
      ws.terminate();
    }
  });
});
