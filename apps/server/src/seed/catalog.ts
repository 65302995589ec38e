/**
 * Drafting products: category → family → brand/model line → price tier → consistent name, specs,
 * description and price, plus offer/stock/status drawn so that a batch has the shape the storefront
 * needs (some hot deals, a few out of stock, inactive and discontinued). Shared by the demo seed and
 * the large-catalog generator.
 */
import type { SpecPair } from '../db/schema/catalog.ts';
import { ACCENTS, type ArtSpec } from './art.ts';
import {
  CATEGORIES,
  CLOSING_SENTENCES,
  type Brand,
  type BuildResult,
  type CategoryDef,
  type Colour,
  type Family,
} from './catalog-data.ts';
import type { Rng } from './random.ts';

export type ProductStatus = 'Active' | 'Inactive' | 'OutOfStock' | 'Discontinued';

export interface ProductDraft {
  categoryName: string;
  brand: string;
  /** Brand + model line, for banners and carousels. */
  shortName: string;
  name: string;
  description: string;
  pricePaise: number;
  offerPercentage: number;
  stock: number;
  status: ProductStatus;
  details: SpecPair[];
  createdAt: Date;
  updatedAt: Date;
  art: ArtSpec;
  /** 3–5: a product has at least 3 and at most 5 images. */
  imageCount: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole rupees that look like shop prices: 499, 1,299, 24,999, 1,19,999. */
export function shopPrice(rupees: number): number {
  const step = rupees < 1000 ? 100 : rupees < 10000 ? 500 : rupees < 100000 ? 1000 : 5000;
  return Math.max(step, Math.round(rupees / step) * step) - 1;
}

/** Splits `total` over weights with the largest-remainder method, so the parts add up exactly. */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((s, p) => s + p, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    parts[i]!++;
  }
  return parts;
}

/**
 * Offers for `n` products: ~9% hot deals (60–75%), ~12% without offer, the rest mostly 5–45%.
 * Drawn as an exact plan rather than independently so every batch, even a small one, has hot deals.
 */
function offerPlan(rng: Rng, n: number): number[] {
  const hot = Math.ceil(n * 0.09);
  const none = Math.round(n * 0.12);
  const plan: number[] = [];
  for (let i = 0; i < hot; i++) plan.push(rng.int(60, 75));
  for (let i = 0; i < none; i++) plan.push(0);
  while (plan.length < n) {
    const band = rng.weighted<readonly [number, number]>([
      [[5, 14], 30],
      [[15, 29], 36],
      [[30, 45], 24],
      [[46, 59], 10],
    ]);
    plan.push(rng.int(band[0], band[1]));
  }
  return rng.shuffle(plan.slice(0, n));
}

/** Statuses for `n` products: ~5% out of stock, ~3% inactive, ~3% discontinued, the rest active. */
function statusPlan(rng: Rng, n: number): ProductStatus[] {
  const plan: ProductStatus[] = [];
  const add = (s: ProductStatus, k: number) => {
    for (let i = 0; i < k; i++) plan.push(s);
  };
  add('OutOfStock', Math.round(n * 0.05));
  add('Inactive', Math.round(n * 0.03));
  add('Discontinued', Math.round(n * 0.03));
  add('Active', n - plan.length);
  return rng.shuffle(plan);
}

function stockFor(rng: Rng, status: ProductStatus): number {
  if (status === 'OutOfStock') return 0;
  if (status === 'Discontinued') return rng.int(0, 12);
  // Mostly modest stock, a long tail up to 200.
  return 5 + Math.floor(195 * rng.float() ** 1.8);
}

function priceFor(rng: Rng, family: Family, t: number): number {
  const [lo, hi] = family.price;
  const rupees = Math.exp(Math.log(lo) + (Math.log(hi) - Math.log(lo)) * t) * rng.range(0.93, 1.07);
  return shopPrice(Math.min(hi, Math.max(lo, rupees))) * 100;
}

function describe(rng: Rng, sentences: readonly string[]): string {
  const [first, ...rest] = sentences;
  const middle = rest.filter(() => rng.chance(0.6)).slice(0, 2);
  if (middle.length === 0 && rest.length > 0) middle.push(rest[0]!);
  const closing = rng.chance(0.45) && middle.length < 3 ? [rng.pick(CLOSING_SENTENCES)] : [];
  return [first!, ...middle, ...closing].join(' ');
}

function draftOne(
  rng: Rng,
  category: CategoryDef,
  seed: number,
): Omit<ProductDraft, 'offerPercentage' | 'stock' | 'status' | 'createdAt' | 'updatedAt'> {
  const family = rng.weighted(category.families.map((f) => [f, f.weight] as const));
  const brand = rng.pick(family.brands);
  const [lo, hi] = brand.tier ?? [0, 1];
  // Skewed to the cheaper end: most of a shop's catalogue is budget and mid-range.
  const r = rng.float() ** 1.25;
  const t = lo + (hi - lo) * r;
  const line = brand.lines[Math.min(brand.lines.length - 1, Math.floor(r * brand.lines.length))]!;
  const colour = rng.pick(family.colours);
  const built = family.build({ rng, t, brand: brand.name, line, colour });
  return {
    categoryName: category.name,
    brand: brand.name,
    shortName: `${brand.name} ${line}`,
    name: built.name,
    description: describe(rng, built.sentences),
    pricePaise: priceFor(rng, family, t),
    details: built.details,
    // Mostly three: every image costs ~30 ms of CPU and the demo seed has a time budget.
    imageCount: rng.weighted([
      [3, 80],
      [4, 12],
      [5, 8],
    ]),
    art: modelArt({ family, brand, line, colour, built }, rng.pick(ACCENTS), seed),
  };
}

/**
 * What a model's images are drawn from: its family's kind of product, its colour, brand, line and selling
 * points, with the `accent` and `seed` that vary the pictures between products.
 */
export function modelArt(
  model: { family: Family; brand: Brand; line: string; colour: Colour; built: BuildResult },
  accent: string,
  seed: number,
): ArtSpec {
  const { family, brand, line, colour, built } = model;
  return {
    kind: family.art,
    colour: colour.hex,
    accent,
    brand: brand.name,
    model: line,
    badges: built.badges,
    seed,
    round: built.round,
  };
}

export interface DraftOptions {
  now: Date;
  /** Products are created over this many days before `now`. */
  spanDays?: number;
  /** Re-draw products whose name is already taken (the demo catalogue reads better without twins). */
  uniqueNames?: boolean;
  /** Offset for the art seeds, so batches of the generator differ. */
  seedBase?: number;
}

/**
 * `count` products spread over the categories by weight, returned oldest first (so ids, assigned in
 * order, grow with creation time as they would in a live shop).
 */
export function draftProducts(rng: Rng, count: number, opts: DraftOptions): ProductDraft[] {
  const span = (opts.spanDays ?? 120) * DAY_MS;
  const perCategory = apportion(
    count,
    CATEGORIES.map((c) => c.weight),
  );
  const offers = offerPlan(rng, count);
  const statuses = statusPlan(rng, count);
  const names = new Set<string>();
  const drafts: ProductDraft[] = [];
  let seed = opts.seedBase ?? 0;
  CATEGORIES.forEach((category, ci) => {
    for (let i = 0; i < perCategory[ci]!; i++) {
      let base = draftOne(rng, category, seed++);
      for (let attempt = 0; opts.uniqueNames && names.has(base.name) && attempt < 8; attempt++)
        base = draftOne(rng, category, seed++);
      names.add(base.name);
      const k = drafts.length;
      const status = statuses[k]!;
      const createdAt = new Date(opts.now.getTime() - rng.float() * span);
      const updatedAt = new Date(
        createdAt.getTime() + rng.float() * 0.3 * (opts.now.getTime() - createdAt.getTime()),
      );
      drafts.push({
        ...base,
        offerPercentage: offers[k]!,
        status,
        stock: stockFor(rng, status),
        createdAt,
        updatedAt,
      });
    }
  });
  return drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
