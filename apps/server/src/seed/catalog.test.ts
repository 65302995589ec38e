import { describe, expect, it } from 'vitest';
import { sellingPricePaise } from '@electrohub/shared/pricing';
import { apportion, DAY_MS, draftProducts, shopPrice } from './catalog.ts';
import { CATEGORIES } from './catalog-data.ts';
import { ITEM_STATUSES, planOrders, planReviews, type OrderableProduct, type OrderBuyer } from './orders.ts';
import { Rng } from './random.ts';

const now = new Date('2026-11-20T10:00:00Z');

describe('Rng', () => {
  it('is deterministic per seed and label', () => {
    const a = new Rng(42).fork('x');
    const b = new Rng(42).fork('x');
    const seqA = Array.from({ length: 5 }, () => a.float());
    expect(Array.from({ length: 5 }, () => b.float())).toEqual(seqA);
    expect(new Rng(42).fork('y').float()).not.toBe(seqA[0]);
    for (let i = 0; i < 1000; i++) {
      const n = a.int(3, 5);
      expect(n >= 3 && n <= 5).toBe(true);
    }
  });
});

describe('prices and shares', () => {
  it('rounds to shop prices', () => {
    expect(shopPrice(487)).toBe(499);
    expect(shopPrice(1310)).toBe(1499);
    expect(shopPrice(24_400)).toBe(23_999);
    expect(shopPrice(119_000)).toBe(119_999);
  });

  it('apportions exactly', () => {
    expect(
      apportion(
        300,
        CATEGORIES.map((c) => c.weight),
      ).reduce((s, n) => s + n, 0),
    ).toBe(300);
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
  });
});

describe('draftProducts', () => {
  const drafts = draftProducts(new Rng(7), 2000, { now });

  it('is deterministic', () => {
    const again = draftProducts(new Rng(7), 2000, { now });
    expect(again.map((d) => d.name)).toEqual(drafts.map((d) => d.name));
  });

  it('has the distributions the storefront needs', () => {
    const share = (f: (d: (typeof drafts)[number]) => boolean) => drafts.filter(f).length / drafts.length;
    expect(share((d) => d.offerPercentage >= 60)).toBeGreaterThanOrEqual(0.08);
    expect(share((d) => d.offerPercentage === 0)).toBeGreaterThan(0.05);
    expect(Math.max(...drafts.map((d) => d.offerPercentage))).toBeLessThanOrEqual(75);
    expect(share((d) => d.status === 'OutOfStock')).toBeCloseTo(0.05, 2);
    expect(share((d) => d.status === 'Inactive')).toBeCloseTo(0.03, 2);
    expect(share((d) => d.status === 'Discontinued')).toBeCloseTo(0.03, 2);
    for (const d of drafts) {
      if (d.status === 'OutOfStock') expect(d.stock).toBe(0);
      if (d.status === 'Active') expect(d.stock).toBeGreaterThanOrEqual(5);
      expect(d.stock).toBeLessThanOrEqual(200);
      expect(d.details.length).toBeGreaterThanOrEqual(4);
      expect(d.details.length).toBeLessThanOrEqual(8);
      expect(d.imageCount).toBeGreaterThanOrEqual(3);
      expect(d.imageCount).toBeLessThanOrEqual(5);
      expect(d.pricePaise % 100).toBe(0);
      expect(d.pricePaise).toBeGreaterThanOrEqual(499_00);
      expect(d.pricePaise).toBeLessThanOrEqual(2_49_999_00);
      const sentences = d.description.split(/(?<=[.!])\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
      expect(d.name.startsWith(d.brand)).toBe(true);
      // No word twice in a row ("Momentum 4 Wireless Wireless …").
      expect(d.name, d.name).not.toMatch(/\b(\w+) \1\b/i);
      expect(now.getTime() - d.createdAt.getTime()).toBeLessThanOrEqual(120 * DAY_MS);
    }
    // Oldest first, so ids follow creation time.
    expect(drafts.map((d) => d.createdAt.getTime())).toEqual(
      [...drafts.map((d) => d.createdAt.getTime())].sort((a, b) => a - b),
    );
  });

  it('gives unique names when asked', () => {
    const demo = draftProducts(new Rng(1).fork('products'), 300, { now, uniqueNames: true });
    expect(new Set(demo.map((d) => d.name)).size).toBe(300);
  });
});

describe('planOrders', () => {
  const rng = new Rng(3);
  const products: OrderableProduct[] = draftProducts(new Rng(9), 120, { now }).map((d, i) => ({
    id: i + 1,
    sellerId: (i % 6) + 1,
    categoryName: d.categoryName,
    name: d.name,
    pricePaise: d.pricePaise,
    offerPercentage: d.offerPercentage,
    createdAt: d.createdAt,
    weight: 1,
  }));
  const buyers: OrderBuyer[] = Array.from({ length: 20 }, (_, i) => ({
    id: i + 1,
    name: `Buyer ${i}`,
    email: `b${i}@example.in`,
    phone: '9876543210',
    address: 'MG Road, Bengaluru',
    createdAt: new Date(now.getTime() - 200 * DAY_MS),
    weight: 1,
  }));
  const orders = planOrders(rng, { products, buyers, demoSellerId: 1, now });

  it('totals every order from its items and keeps step times in order, never in the future', () => {
    expect(orders.length).toBeGreaterThan(400);
    for (const o of orders) {
      expect(o.amountPaise).toBe(o.items.reduce((s, it) => s + it.totalPaise, 0));
      expect(new Set(o.items.map((it) => it.product.id)).size).toBe(o.items.length);
      for (const it of o.items) {
        expect(it.totalPaise).toBe(
          sellingPricePaise(it.product.pricePaise, it.product.offerPercentage) * it.quantity,
        );
        expect(it.product.createdAt.getTime()).toBeLessThan(o.createdAt.getTime());
        const times = it.steps.map((s) => s.at.getTime());
        expect(times).toEqual([...times].sort((a, b) => a - b));
        expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
        expect(it.steps[0]!.status).toBe('OrderConfirmed');
      }
    }
  });

  it('gives the demo seller every status', () => {
    const mine = orders.flatMap((o) => o.items).filter((it) => it.product.sellerId === 1);
    for (const s of ITEM_STATUSES)
      expect(
        mine.some((it) => it.status === s),
        s,
      ).toBe(true);
  });

  it('reviews only delivered items, once per buyer and product', () => {
    const reviews = planReviews(new Rng(4), orders, now);
    expect(reviews.length).toBeGreaterThan(50);
    const keys = reviews.map((r) => `${r.userId}:${r.productId}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of reviews) {
      expect(r.content.length).toBeGreaterThanOrEqual(5);
      expect(r.content.length).toBeLessThanOrEqual(200);
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });
});
