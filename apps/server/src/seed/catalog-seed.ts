/**
 * The pieces both seeders need: categories and sellers with their generated images, product image
 * sets, and product rows. The demo seed (demo.ts) and the large-catalog generator
 * (bench/generate-catalog.ts) compose them.
 */
import { DEMO_ACCOUNTS } from '@electrohub/shared/demo';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { categories, products, productStock, sellers } from '../db/schema/index.ts';
import type { MediaStore } from '../modules/media/storage.ts';
import { categorySvg, logoSvg, productSvg, type ArtSpec } from './art.ts';
import { insertAll } from './bulk.ts';
import { DAY_MS, type ProductDraft } from './catalog.ts';
import { CATEGORIES } from './catalog-data.ts';
import { address, cityNamed, phone, SELLERS } from './people-data.ts';
import type { Rng } from './random.ts';
import { createRenderer, type Renderer, type Shape } from './render.ts';

/**
 * Bounded concurrency: `run(fn)` starts fn when fewer than `limit` are in flight. Urgent work (images
 * that rows are waiting for) jumps ahead of background work (the product galleries).
 */
export type Limiter = <T>(fn: () => Promise<T>, background?: boolean) => Promise<T>;

export function createLimiter(limit: number): Limiter {
  let active = 0;
  const urgent: (() => void)[] = [];
  const background: (() => void)[] = [];
  const next = () => {
    if (active >= limit) return;
    const start = urgent.shift() ?? background.shift();
    if (!start) return;
    active++;
    start();
  };
  return <T>(fn: () => Promise<T>, inBackground = false) =>
    new Promise<T>((resolve, reject) => {
      (inBackground ? background : urgent).push(() => {
        fn()
          .then(resolve, reject)
          .finally(() => {
            active--;
            next();
          });
      });
      next();
    });
}

/**
 * Four images in flight: sharp runs each on the libuv pool (4 threads), so four keep both cores busy
 * while the main thread builds SVGs and talks to the database, without piling up raw frames in memory.
 */
export const IMAGE_CONCURRENCY = 4;

/** How seeders turn SVGs into stored images: a concurrency limit and a (caching) renderer. */
export interface ImageQueue {
  limit: Limiter;
  render: Renderer;
}

export function createImageQueue(cacheDir: string | null, concurrency = IMAGE_CONCURRENCY): ImageQueue {
  return { limit: createLimiter(concurrency), render: createRenderer(cacheDir) };
}

/** Renders one SVG and stores its variants; returns the public URL. */
export function storeImage(
  media: MediaStore,
  images: ImageQueue,
  folder: string,
  svg: () => string,
  opts: { shape?: Shape; background?: boolean } = {},
): Promise<string> {
  return images.limit(
    async () => media.putVariants(folder, await images.render(svg(), opts.shape ?? 'square')),
    opts.background,
  );
}

/** Which image layouts a product with `count` images gets, in gallery order (see art.ts productSvg). */
const LAYOUT_ORDER = [0, 2, 3, 1, 4];

/** 3–5 distinct images per draft; URLs in gallery order. */
export function renderProductImages(
  media: MediaStore,
  images: ImageQueue,
  items: readonly { art: ArtSpec; imageCount: number }[],
): Promise<string[][]> {
  return Promise.all(
    items.map((item) =>
      Promise.all(
        LAYOUT_ORDER.slice(0, item.imageCount).map((layout) =>
          storeImage(media, images, 'products', () => productSvg(item.art, layout), { background: true }),
        ),
      ),
    ),
  );
}

/**
 * Inserts those of the standard categories that are missing (by name, case-insensitively), each with
 * a generated tile. Returns the category names as stored, keyed by the standard name.
 */
export async function ensureCategories(
  db: DbOrTx,
  media: MediaStore,
  images: ImageQueue,
  now: Date,
  known: { name: string }[] | null = null,
): Promise<Map<string, string>> {
  const existing = known ?? (await db.select({ name: categories.name }).from(categories));
  const byLower = new Map(existing.map((c) => [c.name.toLowerCase(), c.name]));
  const missing = CATEGORIES.filter((c) => !byLower.has(c.name.toLowerCase()));
  const tiles = await Promise.all(
    missing.map((c) => {
      const kinds = [...new Set(c.families.map((f) => f.art))].slice(0, 2);
      return storeImage(media, images, 'categories', () =>
        categorySvg(kinds, c.tile.colour, c.tile.accent, 'ElectroHub'),
      );
    }),
  );
  if (missing.length > 0) {
    await db
      .insert(categories)
      .values(
        missing.map((c, i) => ({
          name: c.name,
          description: c.description,
          imageUrl: tiles[i]!,
          // Categories were set up when the shop opened, before any seller joined.
          createdAt: new Date(now.getTime() - (760 - i) * DAY_MS),
        })),
      )
      .onConflictDoNothing();
  }
  const out = new Map<string, string>();
  for (const c of CATEGORIES) out.set(c.name, byLower.get(c.name.toLowerCase()) ?? c.name);
  return out;
}

const LOGO_COLOURS = [
  '#4f46e5',
  '#dc2626',
  '#0f766e',
  '#d97706',
  '#2563eb',
  '#9333ea',
  '#db2777',
  '#059669',
  '#ea580c',
  '#0891b2',
  '#4338ca',
  '#be123c',
  '#65a30d',
  '#7c3aed',
  '#0369a1',
];

export interface SecretHashes {
  sellerPassword: string;
  answer: string;
}

/** Logos for the 15 demo sellers, in SELLERS order. */
export function renderSellerLogos(media: MediaStore, images: ImageQueue): Promise<string[]> {
  return Promise.all(
    SELLERS.map((s, i) =>
      storeImage(media, images, 'sellers', () => logoSvg(s.name, LOGO_COLOURS[i % LOGO_COLOURS.length]!, i)),
    ),
  );
}

/**
 * The 15 demo sellers (the first is DEMO_ACCOUNTS.seller), created over the last two years. They share
 * one password hash: argon2 is slow on purpose, so each distinct secret is hashed once.
 */
export async function insertSellers(
  db: DbOrTx,
  logos: readonly string[],
  rng: Rng,
  now: Date,
  hashes: SecretHashes,
  ids: readonly number[],
): Promise<void> {
  const rows = SELLERS.map((s, i) => {
    // The demo seller is the oldest; the rest joined between 5 months and 2 years ago.
    const createdAt = new Date(
      now.getTime() - (i === 0 ? 700 : rng.int(150, 690)) * DAY_MS - rng.int(0, DAY_MS - 1),
    );
    return {
      id: ids[i]!,
      name: s.name,
      email: i === 0 ? DEMO_ACCOUNTS.seller.email : `${s.slug}@example.in`,
      phone: phone(rng),
      address: address(rng, cityNamed(s.city), true),
      pfp: logos[i]!,
      passwordHash: hashes.sellerPassword,
      answerHash: hashes.answer,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertAll(db, sellers, rows);
}

/**
 * Product rows for drafts with reserved ids, then their stock rows (`product_stock`, decision 029); the search
 * columns and the selling price are left to the database.
 */
export async function insertProducts(
  db: DbOrTx,
  drafts: readonly (ProductDraft & { id: number; sellerId: number })[],
  categoryNames: ReadonlyMap<string, string>,
  chunk = 1000,
): Promise<void> {
  await insertAll(
    db,
    products,
    drafts.map((d) => ({
      id: d.id,
      sellerId: d.sellerId,
      categoryName: categoryNames.get(d.categoryName) ?? d.categoryName,
      name: d.name,
      description: d.description,
      brand: d.brand,
      pricePaise: d.pricePaise,
      offerPercentage: d.offerPercentage,
      status: d.status,
      details: d.details,
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
    })),
    chunk,
  );
  // An insert trigger gave each product a stock row of 0.
  for (let i = 0; i < drafts.length; i += chunk) {
    await db
      .insert(productStock)
      .values(drafts.slice(i, i + chunk).map((d) => ({ productId: d.id, stock: d.stock })))
      .onConflictDoUpdate({ target: productStock.productId, set: { stock: sql`excluded.stock` } });
  }
}

/**
 * After a bulk load: the planner's statistics, and the visibility map that lets index-only scans skip the
 * table (a database without autovacuum, like the test machines', would otherwise never have one).
 */
export async function vacuumAnalyze(db: DbOrTx): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}
