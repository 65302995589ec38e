import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@electrohub/shared/demo';
import { imageAt, imageWidths } from '@electrohub/shared/media';
import { sellingPricePaise } from '@electrohub/shared/pricing';
import { openDatabase, type Database } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { verifySecret } from '../lib/password.ts';
import { localMediaStore } from '../modules/media/storage.ts';
import { seedDemo } from './demo.ts';

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const istDay = (d: Date) => new Date(d.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

describe('seedDemo', () => {
  let database: Database;
  let dataDir: string;
  const logs: string[] = [];
  let first: { seeded: boolean };

  // One "now" for both runs, so the second can be compared with the first.
  const now = new Date();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'electrohub-seed-'));
    database = await openDatabase({});
    // The default image cache: cold on a machine's first run (or after the art changed), when the
    // renderer is what needs testing; warm afterwards, which keeps this file quick for everyone.
    first = await seedDemo(database.db, localMediaStore(dataDir), { now, log: (m) => logs.push(m) });
  }, 180_000);

  afterAll(async () => {
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const fileOf = (url: string) => path.join(dataDir, url.replace(/^\/media\//, 'media/'));

  it('seeds once and reports each stage', () => {
    expect(first).toEqual({ seeded: true });
    expect(logs.at(-1)).toMatch(/^demo seed: done in \d+\.\d s$/);
    expect(logs.length).toBeGreaterThanOrEqual(6);
  });

  it('creates 12 categories with images, 15 sellers and 300 products', async () => {
    const { db } = database;
    const cats = await db.select().from(s.categories);
    expect(cats).toHaveLength(12);
    for (const c of cats) {
      expect(c.description).toBeTruthy();
      await expect(stat(fileOf(c.imageUrl))).resolves.toBeTruthy();
    }
    const sellers = await db.select().from(s.sellers);
    expect(sellers).toHaveLength(15);
    for (const x of sellers) {
      expect(x.phone).toMatch(/^[789]\d{9}$/);
      expect(x.pfp).toMatch(/^\/media\/sellers\//);
    }
    const products = (
      await db
        .select({ p: s.products, stock: s.productStock.stock })
        .from(s.products)
        .innerJoin(s.productStock, eq(s.productStock.productId, s.products.id))
    ).map((r) => ({ ...r.p, stock: r.stock }));
    expect(products).toHaveLength(300);
    for (const p of products) {
      expect(p.details.length).toBeGreaterThanOrEqual(4);
      expect(p.details.length).toBeLessThanOrEqual(8);
      expect(p.sellingPricePaise).toBe(sellingPricePaise(p.pricePaise, p.offerPercentage));
      expect(p.pricePaise).toBeGreaterThanOrEqual(499_00);
      expect(p.pricePaise).toBeLessThanOrEqual(2_49_999_00);
      if (p.status === 'OutOfStock') expect(p.stock).toBe(0);
    }
    const hot = products.filter((p) => p.offerPercentage >= 60).length;
    expect(hot / products.length).toBeGreaterThanOrEqual(0.08);
    expect(Math.max(...products.map((p) => p.offerPercentage))).toBeLessThanOrEqual(75);
    for (const st of ['Active', 'OutOfStock', 'Inactive', 'Discontinued'] as const)
      expect(products.some((p) => p.status === st)).toBe(true);
    expect(new Set(products.map((p) => p.categoryName)).size).toBe(12);
  });

  it('gives every product 3–5 distinct images that exist in every width', async () => {
    const images = await database.db.select().from(s.productImages);
    const byProduct = new Map<number, typeof images>();
    for (const im of images) byProduct.set(im.productId, [...(byProduct.get(im.productId) ?? []), im]);
    expect(byProduct.size).toBe(300);
    for (const list of byProduct.values()) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.length).toBeLessThanOrEqual(5);
      expect(list.map((i) => i.position).sort()).toEqual(list.map((_, i) => i));
      const hashes = await Promise.all(
        list.map(async (im) =>
          createHash('sha256')
            .update(await readFile(fileOf(im.url)))
            .digest('hex'),
        ),
      );
      expect(new Set(hashes).size).toBe(list.length);
    }
    // Every width of a sample, and the main image really is an 800 px WebP.
    for (const im of images.slice(0, 20)) {
      for (const w of [200, 400])
        await expect(stat(fileOf(im.url.replace(/-800\.webp$/, `-${w}.webp`)))).resolves.toBeTruthy();
      const head = await readFile(fileOf(im.url));
      expect(head.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    expect(new Set(images.map((i) => i.url)).size).toBe(images.length);
  });

  it('writes consistent paid orders, payments, history and refunds', async () => {
    const { db } = database;
    const orders = await db.select().from(s.orders);
    const items = await db.select().from(s.orderItems);
    const payments = await db.select().from(s.payments);
    const refunds = await db.select().from(s.refunds);
    const history = await db.select().from(s.orderStatusHistory);
    const products = new Map((await db.select().from(s.products)).map((p) => [p.id, p]));
    expect(orders.length).toBeGreaterThan(450);
    expect(orders.length).toBeLessThan(800);
    const itemsByOrder = new Map<number, typeof items>();
    for (const it of items) itemsByOrder.set(it.orderId, [...(itemsByOrder.get(it.orderId) ?? []), it]);
    for (const o of orders) {
      expect(o.status).toBe('Paid');
      expect(o.provider).toBe('test');
      expect(o.providerOrderId).toMatch(/^order_demo_\d{6}$/);
      const list = itemsByOrder.get(o.id) ?? [];
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(3);
      expect(o.amountPaise).toBe(list.reduce((sum, it) => sum + it.totalPaise, 0));
      expect(o.shippingAddress).toBeTruthy();
    }
    for (const it of items) {
      const p = products.get(it.productId!)!;
      expect(it.unitPricePaise).toBe(p.pricePaise);
      expect(it.offerPercentage).toBe(p.offerPercentage);
      expect(it.totalPaise).toBe(sellingPricePaise(it.unitPricePaise, it.offerPercentage) * it.quantity);
      expect(it.sellerId).toBe(p.sellerId);
      expect(it.productName).toBe(p.name);
      expect(it.productImage).toMatch(/^\/media\/products\//);
      const steps = history
        .filter((h) => h.orderItemId === it.id)
        .sort((a, b) => a.at.getTime() - b.at.getTime());
      expect(steps[0]?.status).toBe('OrderConfirmed');
      expect(steps.at(-1)?.status).toBe(it.status);
      expect(it.updatedAt.getTime()).toBe(steps.at(-1)!.at.getTime());
      expect(it.deliveredAt !== null).toBe(it.status === 'Delivered' || it.status === 'Returned');
      const refund = refunds.filter((r) => r.orderItemId === it.id);
      expect(refund).toHaveLength(it.status === 'Cancelled' || it.status === 'Returned' ? 1 : 0);
      if (refund[0]) expect(refund[0].amountPaise).toBe(it.totalPaise);
    }
    expect(payments).toHaveLength(orders.length);
    const amounts = new Map(orders.map((o) => [o.id, o.amountPaise]));
    for (const p of payments) expect(p.amountPaise).toBe(amounts.get(p.orderId));
  });

  it('gives the demo seller items in every status, and sales on each of the last 7 days', async () => {
    const { db } = database;
    const [seller] = await db.select().from(s.sellers).where(eq(s.sellers.email, DEMO_ACCOUNTS.seller.email));
    expect(seller).toBeTruthy();
    const items = await db.select().from(s.orderItems).where(eq(s.orderItems.sellerId, seller!.id));
    for (const st of ['OrderConfirmed', 'Shipped', 'Delivered', 'Cancelled', 'Returned'])
      expect(
        items.some((i) => i.status === st),
        st,
      ).toBe(true);
    const days = new Set(items.map((i) => istDay(i.createdAt)));
    for (let d = 0; d < 7; d++) {
      const day = istDay(new Date(now.getTime() - d * 24 * 60 * 60 * 1000));
      // Today may be only minutes old in IST; every earlier day must have sales.
      if (d > 0) expect(days.has(day), day).toBe(true);
    }
  });

  it('has ratings that match the reviews, reviews only by buyers who received the product', async () => {
    const { db } = database;
    const reviews = await db.select().from(s.reviews);
    expect(reviews.length).toBeGreaterThan(100);
    const received = await db
      .select({ userId: s.orders.userId, productId: s.orderItems.productId, status: s.orderItems.status })
      .from(s.orderItems)
      .innerJoin(s.orders, eq(s.orders.id, s.orderItems.orderId));
    const got = new Set(
      received
        .filter((r) => r.status === 'Delivered' || r.status === 'Returned')
        .map((r) => `${r.userId}:${r.productId}`),
    );
    const pairs = new Set<string>();
    for (const r of reviews) {
      expect(got.has(`${r.userId}:${r.productId}`)).toBe(true);
      expect(pairs.has(`${r.userId}:${r.productId}`)).toBe(false);
      pairs.add(`${r.userId}:${r.productId}`);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.content.length).toBeGreaterThanOrEqual(5);
      expect(r.content.length).toBeLessThanOrEqual(200);
    }
    const high = reviews.filter((r) => r.rating >= 4).length;
    expect(high / reviews.length).toBeGreaterThan(0.5);
    for (const p of await db.select().from(s.products)) {
      const mine = reviews.filter((r) => r.productId === p.id);
      expect(p.ratingCount).toBe(mine.length);
      const avg = mine.length
        ? Math.round((mine.reduce((sum, r) => sum + r.rating, 0) / mine.length) * 100)
        : 0;
      expect(p.ratingAvg).toBe(avg);
    }
  });

  it('creates the demo accounts, buyers, banners, carousel, messages and audit rows', async () => {
    const { db } = database;
    const [buyer] = await db.select().from(s.users).where(eq(s.users.email, DEMO_ACCOUNTS.buyer.email));
    const [seller] = await db.select().from(s.sellers).where(eq(s.sellers.email, DEMO_ACCOUNTS.seller.email));
    const [admin] = await db.select().from(s.admins).where(eq(s.admins.email, DEMO_ACCOUNTS.admin.email));
    expect(await verifySecret(buyer?.passwordHash, DEMO_ACCOUNTS.buyer.password)).toBe(true);
    expect(await verifySecret(buyer?.answerHash, DEMO_ACCOUNTS.buyer.answer)).toBe(true);
    expect(await verifySecret(seller?.passwordHash, DEMO_ACCOUNTS.seller.password)).toBe(true);
    expect(await verifySecret(admin?.passwordHash, DEMO_ACCOUNTS.admin.password)).toBe(true);
    const buyers = await db.select().from(s.users);
    expect(buyers.length).toBeGreaterThanOrEqual(40);
    for (const b of buyers.slice(1)) expect(b.email).toMatch(/^[a-z]+\.[a-z]+\d*@example\.in$/);
    const demoOrders = await db.select().from(s.orders).where(eq(s.orders.userId, buyer!.id));
    expect(demoOrders.length).toBeGreaterThan(5);

    const banners = await db.select().from(s.banners);
    expect(banners).toHaveLength(4);
    for (const b of banners) {
      expect(b.href).toMatch(/^\/(categories|product)\//);
      // The wide picture is a wide set and its phone crop the standard set, every file as wide as its name says.
      expect(b.imageUrl).toMatch(/-1600\.webp$/);
      expect(b.phoneImageUrl).toMatch(/-800\.webp$/);
      for (const url of [b.imageUrl, b.phoneImageUrl!])
        for (const w of imageWidths(url)!)
          expect((await sharp(fileOf(imageAt(url, w))).metadata()).width, imageAt(url, w)).toBe(w);
    }
    const carousel = await db.select().from(s.productCarouselItems);
    expect(carousel).toHaveLength(7);
    const firstImages = new Map(
      (await db.select().from(s.productImages).where(eq(s.productImages.position, 0))).map((i) => [
        i.productId,
        i.url,
      ]),
    );
    for (const c of carousel) {
      const id = Number(/^\/product\/(\d+)$/.exec(c.href)?.[1]);
      expect(c.imageUrl).toBe(firstImages.get(id));
    }
    expect((await db.select().from(s.messages)).length).toBeGreaterThan(0);
    const audit = await db.select().from(s.auditLog);
    expect(audit.some((a) => a.action === 'user.sign-up')).toBe(true);
    expect(audit.some((a) => a.action === 'seller.sign-up')).toBe(true);
  });

  it('is deterministic: a second database gets the same shop', async () => {
    const other = await openDatabase({});
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'electrohub-seed-'));
    try {
      expect(await seedDemo(other.db, localMediaStore(otherDir), { now })).toEqual({ seeded: true });
      const shape = async (db: Database['db']) => ({
        products: (
          await db
            .select({ p: s.products, stock: s.productStock.stock })
            .from(s.products)
            .innerJoin(s.productStock, eq(s.productStock.productId, s.products.id))
            .orderBy(s.products.id)
        ).map(({ p, stock }) => [
          p.name,
          p.categoryName,
          p.pricePaise,
          p.offerPercentage,
          stock,
          p.status,
          p.details,
          p.ratingAvg,
          p.ratingCount,
          p.createdAt.getTime(),
        ]),
        orders: (await db.select().from(s.orders).orderBy(s.orders.id)).map((o) => [
          o.providerOrderId,
          o.amountPaise,
          o.createdAt.getTime(),
        ]),
        statuses: (await db.select().from(s.orderItems).orderBy(s.orderItems.id)).map((i) => i.status),
        images: (await db.select().from(s.productImages)).length,
      });
      expect(await shape(other.db)).toEqual(await shape(database.db));
    } finally {
      await other.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('seeds nothing on a second run', async () => {
    const before = await database.db.select().from(s.products);
    const again = await seedDemo(database.db, localMediaStore(dataDir));
    expect(again).toEqual({ seeded: false });
    expect(await database.db.select().from(s.products)).toHaveLength(before.length);
    expect(await database.db.select().from(s.categories)).toHaveLength(12);
  });
});
