import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS, type ProductSort } from '@electrohub/shared/storefront';
import { afterKeys, applyOutOfStock, countFilters, pageIds, toScopeRows } from './filter-counts.ts';
import type { ProductFilters, ScopeBrandRow } from './repository/filters.ts';

type Row = { id: number; brand: string; sp: number; r: number; rc: number; o: number; a: number; c: number };

/** Rows as the database groups them: by brand spelling, in `lower(brand), brand` order (here: code-point order). */
function grouped(rows: Row[]): ScopeBrandRow[] {
  const by = new Map<string, Row[]>();
  for (const r of rows) by.set(r.brand, [...(by.get(r.brand) ?? []), r]);
  const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return [...by.entries()]
    .sort(([x], [y]) => cmp(x.toLowerCase(), y.toLowerCase()) || cmp(x, y))
    .map(([brand, rs]) => ({
      key: brand.toLowerCase(),
      name: brand,
      id: rs.map((r) => r.id),
      sp: rs.map((r) => r.sp),
      r: rs.map((r) => r.r),
      rc: rs.map((r) => r.rc),
      o: rs.map((r) => r.o),
      a: rs.map((r) => r.a),
      c: rs.map((r) => String(r.c)),
    }));
}

const keep = (f: ProductFilters) => (r: Row) =>
  (!f.brands || f.brands.includes(r.brand.toLowerCase())) &&
  (f.minPricePaise === undefined || r.sp >= f.minPricePaise) &&
  (f.maxPricePaise === undefined || r.sp <= f.maxPricePaise) &&
  (f.minRatingX100 === undefined || r.r >= f.minRatingX100) &&
  (f.minOffer === undefined || r.o >= f.minOffer * 100) &&
  (!f.inStock || r.a === 1);

/** The list orders as the database applies them (repository/columns.ts `sortOrder`). */
const ORDER: Record<ProductSort, (x: Row, y: Row) => number> = {
  default: (x, y) => x.id - y.id,
  newest: (x, y) => y.c - x.c || y.id - x.id,
  price_asc: (x, y) => x.sp - y.sp || x.id - y.id,
  price_desc: (x, y) => y.sp - x.sp || y.id - x.id,
  top_rated: (x, y) => y.r - x.r || y.rc - x.rc || x.id - y.id,
};

// Few distinct values, so ties on every sort key are common.
const row = fc.record({
  brand: fc.constantFrom('Samsung', 'samsung', 'Apple', 'Nokia', ''),
  sp: fc.integer({ min: 1, max: 6 }).map((k) => k * 100_000),
  r: fc.constantFrom(0, 100, 250, 400, 500),
  rc: fc.integer({ min: 0, max: 3 }),
  o: fc.constantFrom(0, 1000, 2550, 6000),
  a: fc.constantFrom(0, 1),
  c: fc.integer({ min: 0, max: 4 }).map((k) => 1_790_000_000_000_000 + k),
});
const rowsArb = fc
  .array(row, { maxLength: 60 })
  .map((rs) => rs.map((r, i) => ({ ...r, id: 1 + ((i * 37) % 101) })))
  .map((rs) => rs.filter((r, i) => rs.findIndex((s) => s.id === r.id) === i));
const filtersArb = fc.record(
  {
    brands: fc.subarray(['samsung', 'apple', 'nokia', 'sony'], { minLength: 1 }),
    minPricePaise: fc.integer({ min: 0, max: 7 }).map((k) => k * 100_000),
    maxPricePaise: fc.integer({ min: 0, max: 7 }).map((k) => k * 100_000),
    minRatingX100: fc.constantFrom(100, 200, 300, 400),
    minOffer: fc.constantFrom(10, 30, 60),
    inStock: fc.constant(true),
  },
  { requiredKeys: [] },
);

describe('filter counts and pages over remembered filter columns', () => {
  it('a page is the slice of every selected row in the sort order, ties broken by id', () => {
    fc.assert(
      fc.property(
        rowsArb,
        filtersArb,
        fc.constantFrom(...PRODUCT_SORTS),
        fc.nat(20),
        fc.integer({ min: 1, max: 12 }),
        (rows, f, sort, offset, limit) => {
          const want = rows
            .filter(keep(f))
            .sort(ORDER[sort])
            .slice(offset, offset + limit)
            .map((r) => r.id);
          expect(pageIds(toScopeRows(grouped(rows)), f, sort, offset, limit)).toEqual(want);
        },
      ),
      { numRuns: 300, seed: 41 },
    );
  });

  it('every count is the total with that option replacing its own group', () => {
    const steps = { ratingsX100: [400, 300, 200, 100], offers: [10, 20, 30, 40, 50, 60] };
    fc.assert(
      fc.property(rowsArb, filtersArb, (rows, f) => {
        const got = countFilters(toScopeRows(grouped(rows)), f, steps);
        const count = (g: ProductFilters) => rows.filter(keep(g)).length;
        expect(got.scope).toBe(rows.length);
        expect(got.total).toBe(count(f));
        expect(got.ratings).toEqual(steps.ratingsX100.map((m) => count({ ...f, minRatingX100: m })));
        expect(got.offers).toEqual(steps.offers.map((m) => count({ ...f, minOffer: m })));
        expect(got.inStock).toBe(count({ ...f, inStock: true }));
        const priced = rows.filter(keep({ ...f, minPricePaise: undefined, maxPricePaise: undefined }));
        expect(got.minPaise).toBe(priced.length > 0 ? Math.min(...priced.map((r) => r.sp)) : null);
        expect(got.maxPaise).toBe(priced.length > 0 ? Math.max(...priced.map((r) => r.sp)) : null);
        for (const b of got.brands) {
          expect(b.count).toBe(count({ ...f, brands: [b.name.toLowerCase()] }));
          expect(b.count).toBeGreaterThan(0);
        }
        // One entry per brand whatever its spellings, under the first; by count, then name.
        for (const b of got.brands) {
          const spellings = rows.map((r) => r.brand).filter((x) => x.toLowerCase() === b.name.toLowerCase());
          expect(b.name).toBe([...spellings].sort()[0]);
        }
        const order = [...got.brands].sort(
          (x, y) => y.count - x.count || x.name.toLowerCase().localeCompare(y.name.toLowerCase()),
        );
        expect(got.brands).toEqual(order);
      }),
      { numRuns: 300, seed: 41 },
    );
  });

  it('the "in stock" flags follow the sold-out ids, whatever they were when the scope was read', () => {
    fc.assert(
      fc.property(rowsArb, fc.array(fc.integer({ min: 1, max: 101 })), (rows, out) => {
        const scope = toScopeRows(grouped(rows));
        const soldOut = Int32Array.from(new Set(out)).sort();
        applyOutOfStock(scope, soldOut);
        const moved = rows.map((r) => ({ ...r, a: soldOut.includes(r.id) ? 0 : 1 }));
        expect(Array.from(scope.active)).toEqual(Array.from(toScopeRows(grouped(moved)).active));
        const steps = { ratingsX100: [400], offers: [10] };
        expect(countFilters(scope, { inStock: true }, steps).total).toBe(
          moved.filter((r) => r.a === 1).length,
        );
      }),
      { numRuns: 200, seed: 53 },
    );
  });

  it('pages after a cursor walk every selected row once, in the sort order (the keyset read in memory)', () => {
    /** The cursor's keys of a row, as repository/listing.ts `sortKeysOf` writes them (timestamps as text, µs). */
    const keysOf = (sort: ProductSort, r: Row): (number | string)[] => {
      const iso = new Date(Math.floor(r.c / 1000))
        .toISOString()
        .replace('Z', `${String(r.c % 1000).padStart(3, '0')}Z`);
      if (sort === 'newest') return [iso, r.id];
      if (sort === 'price_asc' || sort === 'price_desc') return [r.sp, r.id];
      if (sort === 'top_rated') return [-r.r, -r.rc, r.id];
      return [r.id];
    };
    fc.assert(
      fc.property(
        rowsArb,
        filtersArb,
        fc.constantFrom(...PRODUCT_SORTS),
        fc.integer({ min: 1, max: 7 }),
        (rows, f, sort, limit) => {
          const scope = toScopeRows(grouped(rows));
          const want = rows
            .filter(keep(f))
            .sort(ORDER[sort])
            .map((r) => r.id);
          const byId = new Map(rows.map((r) => [r.id, r]));
          const walked = pageIds(scope, f, sort, 0, limit);
          for (let last = walked.at(-1); last !== undefined && walked.length < rows.length + 1;) {
            const next = pageIds(
              scope,
              f,
              sort,
              0,
              limit,
              afterKeys(scope, sort, keysOf(sort, byId.get(last)!))!,
            );
            walked.push(...next);
            last = next.at(-1);
          }
          expect(walked).toEqual(want);
        },
      ),
      { numRuns: 300, seed: 53 },
    );
    expect(afterKeys(toScopeRows([]), 'newest', ['not a time', 1])).toBeNull();
  });
});
