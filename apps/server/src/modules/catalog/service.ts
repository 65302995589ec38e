import { z } from 'zod';
import {
  LIST_CARD_REVIEWS_LIMIT,
  OFFER_FILTER_MINS,
  PRODUCT_REVIEWS_LIMIT,
  RATING_FILTER_MINS,
  RELATED_LIMIT,
} from '@electrohub/shared/storefront';
import {
  type Banner,
  type Category,
  type FeaturedItem,
  type ProductCard,
  type ProductDetail,
  type ProductFilterQuery,
  type ProductList,
  type ProductListItem,
  type ProductListQuery,
  type ListReview,
  type PublicSellerAnswer,
  type RelatedQuery,
  type SellerSummary,
} from '@electrohub/shared/catalog';
import { LIST_DEFAULT_LIMIT } from '@electrohub/shared/paging';
import { toRupees } from '@electrohub/shared/pricing';
import type { DbOrTx } from '../../db/client.ts';
import { decodeCursor, encodeCursor, intKey, timestampKey } from '../../lib/cursor.ts';
import type { Page } from '../../lib/contract.ts';
import { AppError } from '../../lib/errors.ts';
import { Memo, OBJECT_BYTES_PER_CHAR } from '../../lib/memo.ts';
import { itemTags, PUBLIC_TAGS } from './changes.ts';
import * as carousels from './repository/carousels.ts';
import * as detail from './repository/detail.ts';
import type { ProductCardRow, ProductListItemRow } from './repository/columns.ts';
import {
  afterKeys,
  applyOutOfStock,
  countFilters,
  pageIds,
  toScopeRows,
  type FilterCounts,
  type ScopeRows,
  scopeBytes,
} from './filter-counts.ts';
import { outOfStockIds, scopeRows, type ProductFilters } from './repository/filters.ts';
import * as listing from './repository/listing.ts';
import * as sellers from './repository/sellers.ts';

export type { ProductCardRow } from './repository/columns.ts';

/** Product cards by id, in no particular order (search pages its own ids, then reads their cards here). */
export const cardsByIds = listing.cardsByIds;

export const productNotFound = () => new AppError('NotFound', 'Product not found', 404);
export const sellerNotFound = () => new AppError('SellerNotFound', 'Seller not found', 404);

/** Ratings are stored ×100 (two decimals). */
const rating = (x100: number) => Math.round(x100) / 100;
const iso = (d: Date | string) => new Date(d).toISOString();

/** Database row → the public product card (rupees, rating out of 5). */
export function toCard(row: ProductCardRow): ProductCard {
  return {
    id: row.id,
    name: row.name,
    price: toRupees(row.pricePaise),
    offerPercentage: row.offerPercentage,
    images: row.images,
    categoryName: row.categoryName,
    status: row.status,
    averageRating: rating(row.ratingAvg),
    reviewCount: row.ratingCount,
    sellerId: row.sellerId,
  };
}

/**
 * Rows of a storefront list → list items: each card with its description, productInfo and its newest
 * LIST_CARD_REVIEWS_LIMIT reviews, then `{ id, rating }` for each older one (a client written to the table computes
 * the stars and their count from `reviews`), read for the whole page in two more statements (never one per product).
 */
export async function toListItems(db: DbOrTx, rows: ProductListItemRow[]): Promise<ProductListItem[]> {
  const productIds = rows.map((r) => r.id);
  const [reviews, ratings] = await Promise.all([
    detail.newestReviewsOf(db, productIds, LIST_CARD_REVIEWS_LIMIT),
    detail.ratingsOf(db, productIds),
  ]);
  const byProduct = new Map<number, ListReview[]>();
  const listOf = (productId: number) => {
    let list = byProduct.get(productId);
    if (!list) byProduct.set(productId, (list = []));
    return list;
  };
  const full = new Set<number>();
  for (const { productId, createdAt, ...r } of reviews) {
    full.add(r.id);
    listOf(productId).push({ ...r, createdAt: iso(createdAt) });
  }
  for (const { productId, id, rating } of ratings) if (!full.has(id)) listOf(productId).push({ id, rating });
  return rows.map((row) => ({
    ...toCard(row),
    description: row.description,
    productInfo: { brand: row.brand, details: row.details },
    reviews: byProduct.get(row.id) ?? [],
  }));
}

/**
 * The categories, the banners and the featured carousel: a few rows each, read by every server-rendered page (the
 * header's menu) and every home page. With `ttlMs` (the server renderer's reads and page meta, decision 052) they are
 * remembered like the other public answers; they change only by writes that forget every answer (the admin's
 * categories and content, a seller's standing: none of them reports narrower changes), so they carry no tags.
 * The API routes read them afresh as before.
 */
const categoryLists = new Memo<Category[]>({ ttlMs: 0, max: 8, shared: true });
const bannerLists = new Memo<Banner[]>({ ttlMs: 0, max: 2, shared: true });
const featuredLists = new Memo<FeaturedItem[]>({ ttlMs: 0, max: 2, shared: true });

export async function getCategories(db: DbOrTx, limit?: number, ttlMs = 0): Promise<Category[]> {
  if (ttlMs <= 0) return listing.listCategories(db, limit);
  return categoryLists.get(db, String(limit ?? ''), () => listing.listCategories(db, limit), { ttlMs });
}

/** A category by its name in any case; with `ttlMs`, found in the remembered list of all categories. */
export async function getCategory(db: DbOrTx, name: string, ttlMs = 0): Promise<Category | null> {
  if (ttlMs <= 0) return listing.findCategory(db, name);
  const lower = name.toLowerCase();
  const all = await getCategories(db, undefined, ttlMs);
  return all.find((c) => c.name.toLowerCase() === lower) ?? listing.findCategory(db, name);
}

/**
 * Counting a large list costs more than the page itself (every matching index entry is visited), so a count of
 * COUNT_CACHE_MIN or more is reused for 30 s per process, then refreshed behind the answer: a total of
 * "12,345 products" that is a few seconds old is invisible to people, while small lists (a new category, tests)
 * are always exact.
 */
const COUNT_CACHE_MIN = 5_000;
const counts = new Memo<number>({
  ttlMs: 30_000,
  max: 1_000,
  serveStale: true,
  keep: (n) => n >= COUNT_CACHE_MIN,
});

/**
 * The public reads of the storefront, remembered per process for the `ttlMs` the routes pass
 * (CATALOG_CACHE_SECONDS; lib/memo.ts: one load per key at a time), each forgotten when something it shows
 * changes (its tags, changes.ts), in this process or another. An unknown id is remembered as such too, so asking
 * for it again and again costs nothing.
 */
const lists = new Memo<ProductList>({ ttlMs: 0, max: 2_000, shared: true });
const productAnswers = new Memo<ProductDetail | null>({ ttlMs: 0, max: 5_000, shared: true });
/**
 * What a product card (a list item) and a top seller's summary hold in memory, for the answers counted by their items
 * because the serializer never writes (nor keeps the text of) the remembered value itself (decision 061): their JSON
 * is ~1,200 and ~130 characters on the bench catalog, as objects `OBJECT_BYTES_PER_CHAR` bytes each (lib/memo.ts).
 */
const CARD_BYTES = 1_200 * OBJECT_BYTES_PER_CHAR;
const SELLER_BYTES = 130 * OBJECT_BYTES_PER_CHAR;

/**
 * The route wraps these rows in a new answer (with the paging), so the serializer never writes the remembered value
 * itself: it is counted by its cards instead (decision 061).
 */
const relatedAnswers = new Memo<{ rows: ProductListItem[]; total: number }>({
  ttlMs: 0,
  max: 2_000,
  shared: true,
  sizeOf: (answer) => answer.rows.length * CARD_BYTES,
});
const sellerPages = new Memo<PublicSellerAnswer | null>({ ttlMs: 0, max: 2_000, shared: true });

export async function listProducts(db: DbOrTx, q: ProductListQuery, ttlMs = 0): Promise<ProductList> {
  // A cursor is checked before the cache: a bad one is a 400 every time, never a remembered answer.
  const after =
    q.cursor === undefined
      ? undefined
      : decodeCursor<readonly (number | string)[]>(q.cursor, `products:${q.sort}`, CURSOR_SHAPES[q.sort]);
  const at = after ? `c${q.cursor}` : `p${q.page}`;
  const listTag = q.category === undefined ? PUBLIC_TAGS.allProducts : PUBLIC_TAGS.category(q.category);
  const filters = toFilters(q);
  return lists.get(
    db,
    `${q.sort}|${q.category ?? ''}|${at}|${q.limit}|${filtersKey(filters)}`,
    () => loadProductList(db, q, after, filters, ttlMs),
    {
      ttlMs,
      tags: (list) => [listTag, ...filterTags(filters), ...itemTags(list.products)],
    },
  );
}

/** The filters of a query in the database's units (repository.ts `ProductFilters`); null when none is set. */
export function toFilters(q: ProductFilterQuery): ProductFilters | null {
  const f: ProductFilters = {};
  if (q.brand && q.brand.length > 0) f.brands = [...new Set(q.brand.map((b) => b.toLowerCase()))].sort();
  if (q.minPrice !== undefined) f.minPricePaise = Math.round(q.minPrice * 100);
  if (q.maxPrice !== undefined) f.maxPricePaise = Math.round(q.maxPrice * 100);
  if (q.minRating !== undefined) f.minRatingX100 = q.minRating * 100;
  if (q.minOffer !== undefined && q.minOffer > 0) f.minOffer = q.minOffer;
  if (q.inStock) f.inStock = true;
  return Object.keys(f).length > 0 ? f : null;
}

/** One text per set of filters, for the answer caches' keys. */
export function filtersKey(f: ProductFilters | null): string {
  if (!f) return '';
  return JSON.stringify([
    f.brands ?? [],
    f.minPricePaise,
    f.maxPricePaise,
    f.minRatingX100,
    f.minOffer,
    f.inStock,
  ]);
}

/**
 * The tags an answer filtered by `f` holds beside its list's: an "in stock only" answer changes when any
 * product of its list goes Active ↔ OutOfStock (changes.ts `stockMoved`), even one it does not show.
 */
export function filterTags(f: ProductFilters | null): string[] {
  return f?.inStock ? [PUBLIC_TAGS.availability] : [];
}

/** What a listing cursor holds for each sort (repository.ts `sortKeysOf`). */
const CURSOR_SHAPES = {
  default: z.tuple([intKey]),
  newest: z.tuple([timestampKey, intKey]),
  price_asc: z.tuple([intKey, intKey]),
  price_desc: z.tuple([intKey, intKey]),
  top_rated: z.tuple([intKey, intKey, intKey]),
} satisfies Record<ProductListQuery['sort'], z.ZodType<readonly (number | string)[]>>;

async function loadProductList(
  db: DbOrTx,
  q: ProductListQuery,
  after: readonly (number | string)[] | undefined,
  filters: ProductFilters | null,
  ttlMs: number,
): Promise<ProductList> {
  // With the answer cache on, a filtered list is paged and counted over its category's remembered filter columns
  // (the filter panel's: its `total` is this count by construction); without it, by the database alone.
  const scope = filters && ttlMs > 0 ? await scopeOf(db, { category: q.category }, ttlMs) : null;
  const [read, total] = await Promise.all([
    readListPage(db, q, after, filters, scope),
    scope
      ? countFilters(scope, filters, FILTER_STEPS).total
      : // Large counts follow their 30 s life, not the product changes (a total a few seconds old is invisible).
        counts.get(db, `${q.category ?? ''}|${filtersKey(filters)}`, () =>
          listing.countProducts(db, q.category, filters ?? undefined),
        ),
  ]);
  // By cursor, one row more than asked says whether more follow; by page, the total does.
  const more = after ? read.length > q.limit : q.page * q.limit < total;
  const rows = read.slice(0, q.limit);
  const last = rows[rows.length - 1];
  const nextCursor =
    more && last ? encodeCursor(`products:${q.sort}`, listing.sortKeysOf(q.sort, last)) : null;
  return {
    products: await toListItems(db, rows),
    page: after ? 1 : q.page,
    limit: q.limit,
    total,
    nextCursor,
  };
}

/**
 * A page of the listing: by number over remembered filter columns, the page's ids chosen in memory and only its
 * rows read (unless one of them was hidden since: then, like the rest, by the database's keyset or offset read).
 */
async function readListPage(
  db: DbOrTx,
  q: ProductListQuery,
  after: readonly (number | string)[] | undefined,
  filters: ProductFilters | null,
  scope: ScopeRows | null,
) {
  const base = { category: q.category, sort: q.sort, ...(filters ? { filters } : {}) };
  const offset = (q.page - 1) * q.limit;
  // After a cursor, one row more than asked (whether more follow), chosen in memory too (decision 053).
  const later = after && scope ? afterKeys(scope, q.sort, after) : null;
  if (after && !later) return listing.listProducts(db, { ...base, limit: q.limit + 1, after });
  if (scope) {
    const ids = later
      ? pageIds(scope, filters, q.sort, 0, q.limit + 1, later)
      : pageIds(scope, filters, q.sort, offset, q.limit);
    const byId = new Map((await listing.listItemsByIds(db, ids)).map((r) => [r.id, r]));
    const rows = ids.flatMap((id) => byId.get(id) ?? []);
    if (rows.length === ids.length) return rows;
  }
  if (after) return listing.listProducts(db, { ...base, limit: q.limit + 1, after });
  return listing.listProducts(db, { ...base, limit: q.limit, offset });
}

/** A public product (Active or OutOfStock); anything else is 404 like an unknown id. */
export async function getProduct(db: DbOrTx, id: number, ttlMs = 0): Promise<ProductDetail> {
  const product = await productAnswers.get(db, String(id), () => loadProduct(db, id), {
    ttlMs,
    tags: () => [PUBLIC_TAGS.page(id)],
  });
  if (!product) throw productNotFound();
  return product;
}

async function loadProduct(db: DbOrTx, id: number): Promise<ProductDetail | null> {
  const row = await detail.findVisibleProduct(db, id, PRODUCT_REVIEWS_LIMIT);
  if (!row) return null;
  return {
    ...toCard(row),
    description: row.description,
    stock: row.stock,
    productInfo: { brand: row.brand, details: row.details },
    seller: row.seller,
    reviews: row.reviews.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
  };
}

/**
 * `GET /api/user/products/relatedproducts/{category}`: a page of the category's public products, best rated first.
 * With `exclude` (the product page's similar products) at most RELATED_LIMIT a page; without it, like every list
 * (default LIST_DEFAULT_LIMIT).
 */
export async function getRelated(
  db: DbOrTx,
  category: string,
  q: RelatedQuery,
  ttlMs = 0,
): Promise<Page<ProductListItem>> {
  const limit =
    q.exclude === undefined
      ? (q.limit ?? LIST_DEFAULT_LIMIT)
      : Math.min(q.limit ?? RELATED_LIMIT, RELATED_LIMIT);
  const { rows, total } = await relatedAnswers.get(
    db,
    `${category}|${q.exclude ?? ''}|${q.page}|${limit}`,
    async () => {
      if (q.exclude !== undefined && q.page === 1)
        return similarFromTopRated(db, category, q.exclude, limit, ttlMs);
      const read = await detail.listRelated(db, category, {
        excludeId: q.exclude,
        limit,
        offset: (q.page - 1) * limit,
      });
      return { rows: await toListItems(db, read.rows), total: read.total };
    },
    { ttlMs, tags: (answer) => [PUBLIC_TAGS.category(category), ...itemTags(answer.rows)] },
  );
  return { rows, total, page: q.page, limit };
}

/**
 * A product page's similar products (decision 052): its category's top-rated first page without the product, taken
 * from the listing's remembered answer of that page (one per category, shared by every product page of it) instead
 * of a read of the whole category per product (a sort and a count of ~10,000 rows each on the bench catalog). Best
 * rated first, ties by more ratings then id (the listing's 'Top Rated' order). The total is the category's count
 * (the listing's, large counts up to 30 s old) less the product when it is one of them.
 */
async function similarFromTopRated(
  db: DbOrTx,
  category: string,
  exclude: number,
  limit: number,
  ttlMs: number,
): Promise<{ rows: ProductListItem[]; total: number }> {
  const list = await listProducts(
    db,
    { page: 1, limit: RELATED_LIMIT + 1, category, sort: 'top_rated' },
    ttlMs,
  );
  const rows = list.products.filter((p) => p.id !== exclude);
  const counted =
    rows.length < list.products.length ||
    (list.total > list.products.length &&
      (await getProduct(db, exclude, ttlMs).then(
        (p) => p.categoryName === category,
        () => false,
      )));
  return { rows: rows.slice(0, limit), total: list.total - (counted ? 1 : 0) };
}

/**
 * The ranking reads every public product and 90 days of sales, and moves slowly: it is reused for a minute per
 * process (the home page asks for it on every visit).
 */
const topSellers = new Memo<SellerSummary[]>({
  ttlMs: 60_000,
  max: 100,
  shared: true,
  // Wrapped by the route like the related products: counted per seller (decision 061).
  sizeOf: (list) => list.length * SELLER_BYTES,
});

export async function getTopSellers(db: DbOrTx, limit: number, now = Date.now()): Promise<SellerSummary[]> {
  return topSellers.get(
    db,
    String(limit),
    async () => (await sellers.listTopSellers(db, limit)).map(({ id, name, pfp }) => ({ id, name, pfp })),
    { now },
  );
}

export async function getPublicSeller(
  db: DbOrTx,
  id: number,
  paging: { page: number; limit: number },
  ttlMs = 0,
): Promise<PublicSellerAnswer> {
  const answer = await sellerPages.get(
    db,
    `${id}|${paging.page}|${paging.limit}`,
    () => loadPublicSeller(db, id, paging),
    {
      ttlMs,
      tags: (a) => [PUBLIC_TAGS.seller(id), ...itemTags(a?.seller.products ?? [])],
    },
  );
  if (!answer) throw sellerNotFound();
  return answer;
}

async function loadPublicSeller(
  db: DbOrTx,
  id: number,
  paging: { page: number; limit: number },
): Promise<PublicSellerAnswer | null> {
  const [seller, products] = await Promise.all([
    sellers.findPublicSeller(db, id),
    sellers.listSellerProducts(db, id, paging.limit, (paging.page - 1) * paging.limit),
  ]);
  if (!seller) return null;
  return {
    seller: {
      id: seller.id,
      name: seller.name,
      pfp: seller.pfp,
      address: seller.address,
      createdAt: iso(seller.createdAt),
      productCount: seller.productCount,
      products: await toListItems(db, products),
    },
    // Weighted by review count: the average over every review of the seller's products.
    averageRating: seller.ratingCount > 0 ? Math.round(seller.ratingSum / seller.ratingCount) / 100 : 0,
    totalSales: seller.totalSales,
  };
}

export async function getBanners(db: DbOrTx, ttlMs = 0): Promise<Banner[]> {
  if (ttlMs <= 0) return carousels.listActiveBanners(db);
  return bannerLists.get(db, '', () => carousels.listActiveBanners(db), { ttlMs });
}

export async function getFeatured(db: DbOrTx, ttlMs = 0): Promise<FeaturedItem[]> {
  const load = async () => {
    const rows = await carousels.listActiveFeatured(db);
    return rows.map(({ pricePaise, ...r }) => ({ ...r, price: toRupees(pricePaise) }));
  };
  return ttlMs <= 0 ? load() : featuredLists.get(db, '', load, { ttlMs });
}

/**
 * What filter counts are counted over: a category's public products, or every public product, or (with `search`)
 * those of them a search stands for, `words` naming it and `tsquery` spelling it (asked only when it is read).
 */
export type CountScope = { category?: string; search?: { words: string; tsquery: () => Promise<string> } };

/**
 * The filter and sort columns of a scope, remembered like the lists they count (tags: the list's, and `search` for a
 * search's), so that every other combination of filters over the same scope is counted, and paged, in memory. At
 * most 100 scopes (the whole catalog's is about 3 MB for 100,000 products). A product selling out or coming back
 * (`availability`) does not forget them (decision 053): each scope takes its "in stock" flags from the one
 * remembered list of sold-out ids (`soldOut`), read again after such a move, once for every scope. An expired scope
 * (nothing it holds changed: a change forgets it outright) serves once more while one read replaces it, so only a
 * scope's very first count waits for the database (a search's reads the heap: decision 053).
 */
const scopes = new Memo<ScopeRows & { soldOut?: Int32Array }>({
  ttlMs: 0,
  max: 100,
  serveStale: true,
  shared: true,
  sizeOf: scopeBytes,
});
const soldOut = new Memo<Int32Array>({ ttlMs: 0, max: 1, shared: true, sizeOf: (ids) => ids.byteLength });

let scopeReads = 0;
/** How many scopes this process has read from the database (tests: a stock move must not cost a scope read). */
export const scopeReadCount = () => scopeReads;

/** A scope's filter and sort columns: remembered, or read (one statement) and remembered for `ttlMs`. */
async function scopeOf(db: DbOrTx, scope: CountScope, ttlMs: number, now = Date.now()): Promise<ScopeRows> {
  const listTag =
    scope.category !== undefined ? PUBLIC_TAGS.category(scope.category) : PUBLIC_TAGS.allProducts;
  const tags = [...(scope.search ? [PUBLIC_TAGS.search] : []), listTag];
  const read = async () => {
    scopeReads++;
    return toScopeRows(
      await scopeRows(db, {
        category: scope.category,
        tsquery: scope.search ? await scope.search.tsquery() : undefined,
      }),
    );
  };
  // Unremembered, the scope's own read is as fresh as the flags can be.
  if (ttlMs <= 0) return read();
  const [rows, out] = await Promise.all([
    scopes.get(db, `${scope.category ?? ''}|${scope.search?.words ?? ''}`, read, {
      ttlMs,
      now,
      tags: () => tags,
    }),
    soldOut.get(db, '', () => outOfStockIds(db), { ttlMs, now, tags: () => [PUBLIC_TAGS.availability] }),
  ]);
  // Synchronous: no count or page reads the flags half-way through.
  if (rows.soldOut !== out) {
    applyOutOfStock(rows, out);
    rows.soldOut = out;
  }
  return rows;
}

const FILTER_STEPS = {
  ratingsX100: RATING_FILTER_MINS.map((m) => m * 100),
  offers: OFFER_FILTER_MINS,
};

/**
 * The filter panel's counts over a scope with `filters` (docs/decisions/041-catalog-filters.md); a filtered
 * listing's count is their `total`.
 */
export async function filterCounts(
  db: DbOrTx,
  scope: CountScope,
  filters: ProductFilters | null,
  ttlMs = 0,
  now = Date.now(),
): Promise<FilterCounts> {
  return countFilters(await scopeOf(db, scope, ttlMs, now), filters, FILTER_STEPS);
}
