/**
 * Large-catalogue generator for benchmarks:
 *
 *   node --import tsx bench/generate-catalog.ts --products 100000 [--buyers 20000] [--order-items 200000]
 *                                              [--database-url postgres://…] [--data-dir DIR]
 *   npm run seed -- --products 100000
 *
 * Makes sure the standard categories and some sellers exist (the demo seed's pieces), then adds N products
 * with the demo's distributions of categories, brands, prices, offers, stock and statuses, in batches of
 * 2000, then --buyers buyers and --order-items lines of paid order history (bench/generate-people.ts, in SQL;
 * `--products 0` adds only those), and runs VACUUM ANALYZE. Database: --database-url, else DATABASE_URL, else
 * PGlite in DATA_DIR/db.
 *
 * Images: one rendered set of three per (product kind, brand), shared by every generated product of that
 * kind and brand — rendering 100k galleries would take hours. Shared files mean that deleting one
 * generated product through the app also removes the images of its siblings; this data is for load tests.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from '@electrohub/shared/demo';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { productImages, sellers } from '../apps/server/src/db/schema/index.ts';
import { hashSecret, normalizeAnswer } from '../apps/server/src/lib/password.ts';
import { localMediaStore } from '../apps/server/src/modules/media/storage.ts';
import { ACCENTS, type ArtSpec } from '../apps/server/src/seed/art.ts';
import { insertAll, reserveIds } from '../apps/server/src/seed/bulk.ts';
import { draftProducts, modelArt } from '../apps/server/src/seed/catalog.ts';
import { CATEGORIES } from '../apps/server/src/seed/catalog-data.ts';
import {
  vacuumAnalyze,
  createImageQueue,
  ensureCategories,
  insertProducts,
  insertSellers,
  renderProductImages,
  renderSellerLogos,
} from '../apps/server/src/seed/catalog-seed.ts';
import { SELLERS } from '../apps/server/src/seed/people-data.ts';
import { Rng } from '../apps/server/src/seed/random.ts';
import { DEFAULT_IMAGE_CACHE } from '../apps/server/src/seed/render.ts';
import { insertBenchBuyers, insertBenchOrders } from './generate-people.ts';

const BATCH = 2000;

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    buyers: { type: 'string', default: '0' },
    'order-items': { type: 'string', default: '0' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    seed: { type: 'string' },
  },
});

const count = Number(values.products);
const buyerCount = Number(values.buyers);
const orderItemCount = Number(values['order-items']);
for (const [name, n] of [
  ['--products', count],
  ['--buyers', buyerCount],
  ['--order-items', orderItemCount],
] as const) {
  if (!Number.isInteger(n) || n < 0) {
    console.error(`${name} must be a whole number ≥ 0 (got ${String(n)})`);
    process.exit(1);
  }
}
const dataDir = path.resolve(values['data-dir'] ?? process.env.DATA_DIR ?? './data');
const url = values['database-url'] ?? process.env.DATABASE_URL;
// A different seed per run unless given, so repeated runs add different products.
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);

const started = performance.now();
const secs = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

// A batch job, not a request: its large inserts may take minutes on a busy machine, past the server's 15 s bound.
const database = await openDatabase({
  url,
  dataDir: path.join(dataDir, 'db'),
  poolSize: 4,
  timeouts: { statementMs: 30 * 60_000, connectMs: 30_000 },
});
const { db } = database;
const media = localMediaStore(dataDir);
const images = createImageQueue(DEFAULT_IMAGE_CACHE);
const now = new Date();
const rng = new Rng(seed);
console.log(
  `generate-catalog: ${count} products into ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite at ${path.join(dataDir, 'db')}`} (seed ${seed})`,
);

try {
  // --- Categories and sellers -----------------------------------------------------------------------
  let t = performance.now();
  const categoryNames = await ensureCategories(db, media, images, now);
  let sellerIds = (await db.select({ id: sellers.id }).from(sellers)).map((r) => r.id);
  if (sellerIds.length === 0) {
    const [logos, sellerPassword, answer, ids] = await Promise.all([
      renderSellerLogos(media, images),
      hashSecret(DEMO_ACCOUNTS.seller.password),
      hashSecret(normalizeAnswer(DEMO_ACCOUNTS.seller.answer)),
      reserveIds(db, 'sellers', SELLERS.length),
    ]);
    await insertSellers(db, logos, rng.fork('sellers'), now, { sellerPassword, answer }, ids);
    sellerIds = ids;
  }
  console.log(`  ${categoryNames.size} categories and ${sellerIds.length} sellers ready (${secs(t)} s)`);

  // --- Shared image sets: one per (kind, brand) ---------------------------------------------------
  t = performance.now();
  const setKey = (art: { kind: string; brand: string }) => `${art.kind}|${art.brand}`;
  const templates: { art: ArtSpec; imageCount: number }[] = [];
  let artSeed = 1_000_000;
  for (const category of CATEGORIES) {
    for (const family of category.families) {
      for (const brand of family.brands) {
        const colour = rng.pick(family.colours);
        const line = brand.lines[Math.floor(brand.lines.length / 2)]!;
        const built = family.build({ rng, t: 0.5, brand: brand.name, line, colour });
        templates.push({
          imageCount: 3,
          art: modelArt({ family, brand, line, colour, built }, rng.pick(ACCENTS), artSeed++),
        });
      }
    }
  }
  // `--products 0` (only buyers and orders): no image is needed.
  const galleries =
    count > 0 ? await renderProductImages(media, images, templates) : templates.map((): string[] => []);
  const gallery = new Map(templates.map((tpl, i) => [setKey(tpl.art), galleries[i]!]));
  console.log(`  ${templates.length} shared image sets, ${galleries.flat().length} images (${secs(t)} s)`);

  // --- Products in batches --------------------------------------------------------------------------
  t = performance.now();
  let done = 0;
  let imageRowCount = 0;
  // Sellers are not equally busy: a few big shops list most of the catalogue.
  const sellerWeights = sellerIds.map((id) => [id, rng.float() ** 2 + 0.05] as const);
  for (let batch = 0; done < count; batch++) {
    const n = Math.min(BATCH, count - done);
    const drafts = draftProducts(rng.fork(`batch-${batch}`), n, { now, seedBase: batch * BATCH });
    const ids = await reserveIds(db, 'products', n);
    const placed = drafts.map((d, i) => ({ ...d, id: ids[i]!, sellerId: rng.weighted(sellerWeights) }));
    const imageRows = placed.flatMap((p) =>
      (gallery.get(setKey(p.art)) ?? []).map((url, position) => ({
        productId: p.id,
        url,
        position,
        createdAt: p.createdAt,
      })),
    );
    await db.transaction(async (tx) => {
      await insertProducts(tx, placed, categoryNames, BATCH);
      await insertAll(tx, productImages, imageRows, 5000);
    });
    done += n;
    imageRowCount += imageRows.length;
    if (batch % 10 === 9 || done === count) {
      const s = (performance.now() - t) / 1000;
      console.log(
        `  ${done} products, ${imageRowCount} image rows (${s.toFixed(1)} s, ${Math.round(done / s)} products/s)`,
      );
    }
  }
  const insertSeconds = (performance.now() - t) / 1000;

  // --- Buyers and order history (in SQL) -------------------------------------------------------------
  if (buyerCount > 0 || orderItemCount > 0) {
    t = performance.now();
    const tag = String(seed);
    const [password, answer] = await Promise.all([
      hashSecret(DEMO_ACCOUNTS.buyer.password),
      hashSecret(normalizeAnswer(DEMO_ACCOUNTS.buyer.answer)),
    ]);
    const placed = await db.transaction(async (tx) => {
      await insertBenchBuyers(tx, buyerCount, tag, { password, answer });
      return insertBenchOrders(tx, orderItemCount, tag);
    });
    console.log(
      `  ${buyerCount} buyers, ${placed.orders} orders with ${orderItemCount} lines (${secs(t)} s)`,
    );
  }

  t = performance.now();
  await vacuumAnalyze(db);
  console.log(`  VACUUM ANALYZE (${secs(t)} s)`);
  console.log(
    `generate-catalog: ${count} products in ${insertSeconds.toFixed(1)} s = ${Math.round(count / Math.max(insertSeconds, 0.001))} products/s ` +
      `(${Math.round((count + imageRowCount) / Math.max(insertSeconds, 0.001))} rows/s with images); total ${secs(started)} s`,
  );
} finally {
  await database.close();
}
