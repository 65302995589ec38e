import type { ProductSort } from '@electrohub/shared/storefront';
import type { ProductFilters, ScopeBrandRow } from './repository/filters.ts';

/**
 * The filter and sort columns of a scope's public products (a category, a search's set, or all) as typed arrays, the
 * rows of one brand spelling together, the spellings in the database's `lower(brand), brand` order: a category of
 * 12,000 products is about 400 KB, and every count of every filter combination, or a filtered page's ids, is one
 * pass over it in memory (docs/decisions/041-catalog-filters.md).
 */
export type ScopeRows = {
  /** Rows start..end-1 hold one brand spelling; `key` is `lower(brand)` as the database computes it. */
  groups: { key: string; name: string; start: number; end: number }[];
  size: number;
  id: Int32Array;
  sellingPricePaise: Int32Array;
  ratingX100: Int32Array;
  ratingCount: Int32Array;
  /** offer_percentage × 100 (two decimals at most, so exact). */
  offerX100: Int32Array;
  active: Uint8Array;
  /** created_at in microseconds since the epoch (exact below 2^53). */
  createdUs: Float64Array;
};

/** The bytes a scope holds (decision 061): 29 a product in its columns, and its brand groups (~100 bytes each). */
export function scopeBytes(rows: ScopeRows): number {
  return (
    rows.id.byteLength +
    rows.sellingPricePaise.byteLength +
    rows.ratingX100.byteLength +
    rows.ratingCount.byteLength +
    rows.offerX100.byteLength +
    rows.active.byteLength +
    rows.createdUs.byteLength +
    rows.groups.length * 100
  );
}

export function toScopeRows(rows: readonly ScopeBrandRow[]): ScopeRows {
  const size = rows.reduce((n, r) => n + r.id.length, 0);
  const out: ScopeRows = {
    groups: [],
    size,
    id: new Int32Array(size),
    sellingPricePaise: new Int32Array(size),
    ratingX100: new Int32Array(size),
    ratingCount: new Int32Array(size),
    offerX100: new Int32Array(size),
    active: new Uint8Array(size),
    createdUs: new Float64Array(size),
  };
  let at = 0;
  for (const r of rows) {
    out.groups.push({ key: r.key, name: r.name, start: at, end: at + r.id.length });
    for (let i = 0; i < r.id.length; i++, at++) {
      out.id[at] = Number(r.id[i]);
      out.sellingPricePaise[at] = Number(r.sp[i]);
      out.ratingX100[at] = Number(r.r[i]);
      out.ratingCount[at] = Number(r.rc[i]);
      out.offerX100[at] = Number(r.o[i]);
      out.active[at] = Number(r.a[i]);
      out.createdUs[at] = Number(r.c[i]);
    }
  }
  return out;
}

/**
 * Sets each row's `active` flag from the sorted ids of the products sold out now (every row of a scope is public, so
 * Active unless sold out), in place: one pass, a binary search per row. A scope keeps its rows and membership
 * across stock moves and takes its flags anew from the latest list (catalog/service.ts; decision 053).
 */
export function applyOutOfStock(rows: ScopeRows, soldOut: Int32Array): void {
  const { id, active } = rows;
  const n = soldOut.length;
  for (let i = 0; i < rows.size; i++) {
    const x = id[i]!;
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (soldOut[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    active[i] = lo < n && soldOut[lo] === x ? 0 : 1;
  }
}

/** Whether row i passes each filter group. */
function passes(rows: ScopeRows, f: ProductFilters | null) {
  const minP = f?.minPricePaise ?? -Infinity;
  const maxP = f?.maxPricePaise ?? Infinity;
  const minR = f?.minRatingX100 ?? -Infinity;
  const minO = f?.minOffer === undefined ? -Infinity : f.minOffer * 100;
  const stockOnly = f?.inStock === true;
  const { sellingPricePaise: sp, ratingX100: r, offerX100: o, active: a } = rows;
  return {
    brands: f?.brands && f.brands.length > 0 ? new Set(f.brands) : null,
    price: (i: number) => sp[i]! >= minP && sp[i]! <= maxP,
    rating: (i: number) => r[i]! >= minR,
    offer: (i: number) => o[i]! >= minO,
    stock: (i: number) => !stockOnly || a[i] === 1,
  };
}

export type FilterCounts = {
  /** The products of the scope, before any filter. */
  scope: number;
  total: number;
  minPaise: number | null;
  maxPaise: number | null;
  ratings: number[];
  offers: number[];
  inStock: number;
  brands: { name: string; count: number }[];
};

/**
 * The disjunctive counts of the filter panel: every count is of the rows passing every group but its own, with its
 * own condition replaced by the option counted; `total` passes every group. Brands are grouped by `lower(brand)`
 * under their first spelling in the database's order, by count then that order; products without a brand count in
 * no brand; a brand with no product left is not listed.
 */
export function countFilters(
  rows: ScopeRows,
  f: ProductFilters | null,
  steps: { ratingsX100: readonly number[]; offers: readonly number[] },
): FilterCounts {
  const pass = passes(rows, f);
  const { sellingPricePaise: sp, ratingX100: r, offerX100: o, active: a } = rows;
  const offerSteps = steps.offers.map((m) => m * 100);
  const ratings = steps.ratingsX100.map(() => 0);
  const offers = offerSteps.map(() => 0);
  let total = 0;
  let inStock = 0;
  let minPaise: number | null = null;
  let maxPaise: number | null = null;
  /** Per lower-cased brand: its first spelling, its rank in the database's order, its count. */
  const byBrand = new Map<string, { name: string; rank: number; count: number }>();
  for (const g of rows.groups) {
    const b = pass.brands === null || pass.brands.has(g.key);
    let brandCount = 0;
    for (let i = g.start; i < g.end; i++) {
      const p = pass.price(i);
      const rt = pass.rating(i);
      const of = pass.offer(i);
      const s = pass.stock(i);
      if (p && rt && of && s) brandCount++;
      if (!b) continue;
      if (p && rt && of && s) total++;
      if (rt && of && s) {
        if (minPaise === null || sp[i]! < minPaise) minPaise = sp[i]!;
        if (maxPaise === null || sp[i]! > maxPaise) maxPaise = sp[i]!;
      }
      if (p && of && s)
        for (let k = 0; k < ratings.length; k++) if (r[i]! >= steps.ratingsX100[k]!) ratings[k]!++;
      if (p && rt && s) for (let k = 0; k < offers.length; k++) if (o[i]! >= offerSteps[k]!) offers[k]!++;
      if (p && rt && of && a[i] === 1) inStock++;
    }
    if (g.key === '') continue;
    const known = byBrand.get(g.key);
    if (known) known.count += brandCount;
    else byBrand.set(g.key, { name: g.name, rank: byBrand.size, count: brandCount });
  }
  const listed = [...byBrand.values()].filter((x) => x.count > 0);
  listed.sort((x, y) => y.count - x.count || x.rank - y.rank);
  return {
    scope: rows.size,
    total,
    minPaise,
    maxPaise,
    ratings,
    offers,
    inStock,
    brands: listed.map(({ name, count }) => ({ name, count })),
  };
}

/**
 * Negative when row i comes before row j in the list order of `sort` (catalog/repository/columns.ts `sortOrder`:
 * the same keys, `id` breaking ties).
 */
function comparator(rows: ScopeRows, sort: ProductSort): (i: number, j: number) => number {
  const { id, sellingPricePaise: sp, ratingX100: r, ratingCount: rc, createdUs: c } = rows;
  switch (sort) {
    case 'newest':
      return (i, j) => c[j]! - c[i]! || id[j]! - id[i]!;
    case 'price_asc':
      return (i, j) => sp[i]! - sp[j]! || id[i]! - id[j]!;
    case 'price_desc':
      return (i, j) => sp[j]! - sp[i]! || id[j]! - id[i]!;
    case 'top_rated':
      return (i, j) => r[j]! - r[i]! || rc[j]! - rc[i]! || id[i]! - id[j]!;
    default:
      return (i, j) => id[i]! - id[j]!;
  }
}

/** A cursor's timestamp key (`timestampText`: `YYYY-MM-DDTHH:MI:SS.ffffffZ`, UTC) in microseconds. */
function timestampUs(text: string): number {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?Z$/.exec(text);
  if (!m) return NaN;
  return Date.parse(`${m[1]}Z`) * 1000 + Number((m[2] ?? '').padEnd(6, '0'));
}

/**
 * Whether row i comes after a listing cursor's keys (repository/listing.ts `sortKeysOf`: the last row's sort keys,
 * id last) in `sort`'s order: the keyset read of the database (`sortKeyset`), over the remembered columns (decision
 * 053). Null when a key cannot be read (the database's path answers then).
 */
export function afterKeys(
  rows: ScopeRows,
  sort: ProductSort,
  keys: readonly (number | string)[],
): ((i: number) => boolean) | null {
  const { id, sellingPricePaise: sp, ratingX100: r, ratingCount: rc, createdUs: c } = rows;
  const num = keys.map((k) => (typeof k === 'number' ? k : NaN));
  const kid = num[num.length - 1]!;
  switch (sort) {
    case 'newest': {
      const kc = typeof keys[0] === 'string' ? timestampUs(keys[0]) : NaN;
      if (!Number.isFinite(kc) || !Number.isFinite(kid)) return null;
      return (i) => c[i]! < kc || (c[i] === kc && id[i]! < kid);
    }
    case 'price_asc':
    case 'price_desc': {
      const k1 = num[0]!;
      if (!Number.isFinite(k1) || !Number.isFinite(kid)) return null;
      return sort === 'price_asc'
        ? (i) => sp[i]! > k1 || (sp[i] === k1 && id[i]! > kid)
        : (i) => sp[i]! < k1 || (sp[i] === k1 && id[i]! < kid);
    }
    case 'top_rated': {
      // The keys are the negated rating and count (one ascending row comparison in SQL).
      const [k1, k2] = num;
      if (!Number.isFinite(k1) || !Number.isFinite(k2) || !Number.isFinite(kid)) return null;
      return (i) => {
        const a = -r[i]!;
        const b = -rc[i]!;
        return a > k1! || (a === k1 && (b > k2! || (b === k2 && id[i]! > kid)));
      };
    }
    default:
      return Number.isFinite(kid) ? (i) => id[i]! > kid : null;
  }
}

/**
 * The ids of one page (`offset`, `limit`) of the scope's products that `f` selects, in `sort`'s order, only the
 * rows `after` a cursor when given: the first `offset + limit` kept in a sorted window while the rows pass by (no
 * sort of every match).
 */
export function pageIds(
  rows: ScopeRows,
  f: ProductFilters | null,
  sort: ProductSort,
  offset: number,
  limit: number,
  after?: (i: number) => boolean,
): number[] {
  const pass = passes(rows, f);
  const before = comparator(rows, sort);
  const need = offset + limit;
  const best: number[] = [];
  for (const g of rows.groups) {
    if (pass.brands !== null && !pass.brands.has(g.key)) continue;
    for (let i = g.start; i < g.end; i++) {
      if (!(pass.price(i) && pass.rating(i) && pass.offer(i) && pass.stock(i))) continue;
      if (after && !after(i)) continue;
      if (best.length === need && before(i, best[need - 1]!) >= 0) continue;
      let lo = 0;
      let hi = best.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (before(best[mid]!, i) < 0) lo = mid + 1;
        else hi = mid;
      }
      best.splice(lo, 0, i);
      if (best.length > need) best.pop();
    }
  }
  return best.slice(offset).map((i) => rows.id[i]!);
}
