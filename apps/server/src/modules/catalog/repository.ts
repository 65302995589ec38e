import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { VISIBLE_PRODUCT_STATUSES, type ProductSort } from '@electrohub/shared/storefront';
import type { DbOrTx } from '../../db/client.ts';
import { rowAfter, timestampText } from '../../db/keyset.ts';
import { visibleProductSql } from '../../db/visibility.ts';
import {
  banners,
  categories,
  orderItems,
  productCarouselItems,
  productImages,
  products,
  productStock,
  reviews,
  sellers,
  users,
} from '../../db/schema/index.ts';

/** Order-item statuses that count as a sale (Cancelled, Returned, unpaid and expired lines do not). */
export const SOLD_STATUSES = ['OrderConfirmed', 'Shipped', 'Delivered'] as const;

export type ProductCardRow = {
  id: number;
  name: string;
  pricePaise: number;
  offerPercentage: number;
  categoryName: string;
  status: (typeof products.$inferSelect)['status'];
  ratingAvg: number;
  ratingCount: number;
  sellerId: number | null;
  images: { id: number; url: string }[];
};

/**
 * `status in ('Active','OutOfStock')` (written this way so the partial "visible" indexes apply) and the seller is
 * approved (decision 049).
 */
export const visible = () =>
  and(inArray(products.status, [...VISIBLE_PRODUCT_STATUSES]), eq(products.sellerVisible, true))!;

// Drizzle writes columns unqualified in single-table selects; correlated subqueries need the qualified name.
const P_ID = sql.raw('"products"."id"');
const P_SELLER_ID = sql.raw('"products"."seller_id"');
const S_ID = sql.raw('"sellers"."id"');

/** The images of the outer `products` row as a JSON array, in their order (one index lookup per row). */
const imagesJson = sql<
  { id: number; url: string }[]
>`coalesce((select json_agg(json_build_object('id', pi.id, 'url', pi.url) order by pi.position, pi.id) from ${productImages} pi where pi.product_id = ${P_ID}), '[]'::json)`;

/** The columns of a product card. */
export const cardColumns = {
  id: products.id,
  name: products.name,
  pricePaise: products.pricePaise,
  offerPercentage: products.offerPercentage,
  categoryName: products.categoryName,
  status: products.status,
  ratingAvg: products.ratingAvg,
  ratingCount: products.ratingCount,
  sellerId: products.sellerId,
  images: imagesJson,
};

/** The columns of a product in the storefront lists: the card plus description, productInfo and reviews. */
export const listItemColumns = {
  ...cardColumns,
  description: products.description,
  brand: products.brand,
  details: products.details,
};
export type ProductListItemRow = ProductCardRow & {
  description: string;
  brand: string;
  details: { key: string; value: string }[];
};

/** The same columns for hand-written statements over the (unaliased) `products` table. */
export const cardSelectSql = sql`"products"."id", "products"."name", "products"."price_paise" as "pricePaise", "products"."offer_percentage"::float8 as "offerPercentage", "products"."category_name" as "categoryName", "products"."status", "products"."rating_avg_x100" as "ratingAvg", "products"."rating_count" as "ratingCount", "products"."seller_id" as "sellerId", ${imagesJson} as "images"`;

/**
 * ORDER BY of each sort, with `id` as the tie-breaker so pages never overlap. "Top rated" orders by the negated
 * rating and review count (the same order as both descending, with `id` ascending) so that one row comparison
 * over one index (`products_visible_rating_key_idx`, migration 0009) finds the rows after a cursor.
 */
export function sortOrder(sort: ProductSort): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'price_asc':
      return [asc(products.sellingPricePaise), asc(products.id)];
    case 'price_desc':
      return [desc(products.sellingPricePaise), desc(products.id)];
    case 'top_rated':
      return [sql`(-${products.ratingAvg})`, sql`(-${products.ratingCount})`, asc(products.id)];
    default:
      return [asc(products.id)];
  }
}

/**
 * The keyset of each sort (lib/cursor.ts): the columns of its ORDER BY, id last, and how a later row compares
 * (`>` ascending, `<` descending). A cursor holds the last row's values of these columns.
 */
function sortKeyset(sort: ProductSort): { columns: SQL[]; op: '>' | '<'; values: SQL[] } {
  const k1 = sql.placeholder('k1');
  const k2 = sql.placeholder('k2');
  const id = sql`${sql.placeholder('id')}::int`;
  switch (sort) {
    case 'newest':
      return {
        columns: [sql`${products.createdAt}`, sql`${products.id}`],
        op: '<',
        values: [sql`${k1}::timestamptz`, id],
      };
    case 'price_asc':
    case 'price_desc':
      return {
        columns: [sql`${products.sellingPricePaise}`, sql`${products.id}`],
        op: sort === 'price_asc' ? '>' : '<',
        values: [sql`${k1}::int`, id],
      };
    case 'top_rated':
      return {
        columns: [sql`(-${products.ratingAvg})`, sql`(-${products.ratingCount})`, sql`${products.id}`],
        op: '>',
        values: [sql`${k1}::int`, sql`${k2}::int`, id],
      };
    default:
      return { columns: [sql`${products.id}`], op: '>', values: [id] };
  }
}

/** The keys of a listed row in its sort's keyset order (what its cursor holds; `sortKeyset` reads them back). */
export function sortKeysOf(sort: ProductSort, row: ProductListItemRow & ListKeyColumns): (number | string)[] {
  switch (sort) {
    case 'newest':
      return [row.createdKey, row.id];
    case 'price_asc':
    case 'price_desc':
      return [row.sellingPricePaise, row.id];
    case 'top_rated':
      return [-row.ratingAvg, -row.ratingCount, row.id];
    default:
      return [row.id];
  }
}

/** The extra columns a listed row carries for its cursor. */
export type ListKeyColumns = { createdKey: string; sellingPricePaise: number };
const listKeyColumns = {
  createdKey: timestampText(products.createdAt),
  sellingPricePaise: products.sellingPricePaise,
};

// ---------- categories ----------

export async function listCategories(db: DbOrTx, limit?: number) {
  const q = db
    .select({ name: categories.name, imageUrl: categories.imageUrl, description: categories.description })
    .from(categories)
    .orderBy(asc(categories.id));
  return limit ? q.limit(limit) : q;
}

export async function findCategory(db: DbOrTx, name: string) {
  const [row] = await db
    .select({ name: categories.name, imageUrl: categories.imageUrl, description: categories.description })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})`)
    .limit(1);
  return row ?? null;
}

// ---------- products ----------

/**
 * A page of the listing, either
 * - by number: a deferred join. The subquery OFFSETs over ids on the sort's index (no row is built for the skipped
 *   ones: no images, no JSON), then only the page's rows are read; or
 * - after a cursor: the rows after the cursor's keys in the sort's order, one range of the same index.
 */
function listSelect(
  db: DbOrTx,
  sort: ProductSort,
  byCategory: boolean,
  mode: 'page' | 'after',
  filter: SQL | undefined,
) {
  const where = and(
    byCategory ? and(visible(), eq(products.categoryName, sql.placeholder('category'))) : visible(),
    filter,
  );
  const order = sortOrder(sort);
  if (mode === 'after') {
    const keyset = sortKeyset(sort);
    return db
      .select({ ...listItemColumns, ...listKeyColumns })
      .from(products)
      .where(and(where, rowAfter(keyset.columns, keyset.op, keyset.values)))
      .orderBy(...order)
      .limit(sql.placeholder('limit'));
  }
  const ids = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return db
    .select({ ...listItemColumns, ...listKeyColumns })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(...order);
}
function listQuery(db: DbOrTx, sort: ProductSort, byCategory: boolean, mode: 'page' | 'after') {
  const name = `storefront_list_${sort}_${byCategory ? 'category' : 'all'}_${mode}`;
  return listSelect(db, sort, byCategory, mode, undefined).prepare(name);
}
type ListQuery = ReturnType<typeof listQuery>;

/**
 * The listing is the hottest query of the shop: it is a named prepared statement (built once per database
 * handle; PostgreSQL plans it once per connection) instead of SQL rebuilt and re-planned on every request.
 */
const listQueries = new WeakMap<object, Map<string, ListQuery>>();

/**
 * One page of visible products, optionally of one category: by `offset`, or the rows after `after` (the keys
 * `sortKeysOf` gave for the last row of the previous page).
 */
export async function listProducts(
  db: DbOrTx,
  opts: { category?: string; sort: ProductSort; limit: number; filters?: ProductFilters } & (
    { offset: number } | { after: readonly (number | string)[] }
  ),
): Promise<(ProductListItemRow & ListKeyColumns)[]> {
  const mode = 'after' in opts ? 'after' : 'page';
  const filter = opts.filters && filterSql(opts.filters);
  let query: Pick<ListQuery, 'execute'> | undefined;
  if (filter) {
    // Filtered lists come in too many shapes to keep one statement each: built per request (unnamed).
    query = listSelect(db, opts.sort, Boolean(opts.category), mode, filter);
  } else {
    let byKey = listQueries.get(db);
    if (!byKey) listQueries.set(db, (byKey = new Map<string, ListQuery>()));
    const key = `${opts.sort}:${opts.category ? 1 : 0}:${mode}`;
    query = byKey.get(key);
    if (!query) byKey.set(key, (query = listQuery(db, opts.sort, Boolean(opts.category), mode)));
  }
  if ('after' in opts) {
    const keys = opts.after;
    const id = keys[keys.length - 1];
    return query.execute({
      category: opts.category,
      limit: opts.limit,
      id,
      k1: keys.length > 1 ? keys[0] : null,
      k2: keys.length > 2 ? keys[1] : null,
    });
  }
  return query.execute({ category: opts.category, limit: opts.limit, offset: opts.offset });
}

/** The cards of the visible products among `ids` (any order): one prepared statement per database handle. */
function cardsQuery(db: DbOrTx) {
  return db
    .select(cardColumns)
    .from(products)
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`, visible()))
    .prepare('storefront_cards_by_id');
}
const cardsQueries = new WeakMap<object, ReturnType<typeof cardsQuery>>();

export async function cardsByIds(db: DbOrTx, ids: number[]): Promise<ProductCardRow[]> {
  if (ids.length === 0) return [];
  let query = cardsQueries.get(db);
  if (!query) cardsQueries.set(db, (query = cardsQuery(db)));
  return query.execute({ ids: `{${ids.join(',')}}` });
}

/** How many visible products there are (in a category; that `filters` select). */
export async function countProducts(
  db: DbOrTx,
  category?: string,
  filters?: ProductFilters,
): Promise<number> {
  const where = and(
    category ? and(visible(), eq(products.categoryName, category)) : visible(),
    filters && filterSql(filters),
  );
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  return row?.n ?? 0;
}

/** The product page query (the newest reviews, with the reviewer name and picture, in the same statement). */
function detailQuery(db: DbOrTx) {
  return db
    .select({
      ...cardColumns,
      description: products.description,
      brand: products.brand,
      details: products.details,
      stock: sql<number>`coalesce(${productStock.stock}, 0)`,
      seller: sql<{
        id: number;
        name: string;
        pfp: string | null;
      } | null>`(select json_build_object('id', s.id, 'name', s.name, 'pfp', s.pfp) from ${sellers} s where s.id = ${P_SELLER_ID})`,
      reviews: sql<
        {
          id: number;
          rating: number;
          content: string;
          createdAt: string;
          user: { name: string; pfp: string | null };
        }[]
      >`coalesce((select json_agg(r.obj order by r.created_at desc, r.id desc) from (select json_build_object('id', rv.id, 'rating', rv.rating, 'content', rv.content, 'createdAt', rv.created_at, 'user', json_build_object('name', u.name, 'pfp', u.pfp)) as obj, rv.created_at, rv.id from ${reviews} rv join ${users} u on u.id = rv.user_id where rv.product_id = ${P_ID} order by rv.created_at desc, rv.id desc limit ${sql.placeholder('reviewsLimit')}) r), '[]'::json)`,
    })
    .from(products)
    .leftJoin(productStock, eq(productStock.productId, products.id))
    .where(and(eq(products.id, sql.placeholder('id')), visible()))
    .limit(1)
    .prepare('storefront_product_detail');
}
const detailQueries = new WeakMap<object, ReturnType<typeof detailQuery>>();

/** A visible product with its seller and newest reviews (with reviewer name and picture): one prepared statement. */
export async function findVisibleProduct(db: DbOrTx, id: number, reviewsLimit: number) {
  let query = detailQueries.get(db);
  if (!query) detailQueries.set(db, (query = detailQuery(db)));
  const [row] = await query.execute({ id, reviewsLimit });
  return row ?? null;
}

export type ReviewRow = {
  productId: number;
  id: number;
  rating: number;
  content: string;
  /** A Date from the drivers; text when a driver leaves timestamps unparsed. */
  createdAt: Date | string;
  user: { name: string; pfp: string | null };
};

/**
 * The newest `perProduct` reviews of each of `productIds` (with the reviewer's name and picture), in one statement
 * for a whole page of products: one `reviews_product_idx` range read per product, newest first.
 */
export async function newestReviewsOf(
  db: DbOrTx,
  productIds: number[],
  perProduct: number,
): Promise<ReviewRow[]> {
  if (productIds.length === 0) return [];
  const result = await db.execute<ReviewRow>(sql`
    select p.id as "productId", r.id, r.rating, r.content, r.created_at as "createdAt",
      json_build_object('name', u.name, 'pfp', u.pfp) as "user"
    from unnest(${`{${productIds.join(',')}}`}::int[]) as p(id)
    cross join lateral (
      select rv.id, rv.rating, rv.content, rv.created_at, rv.user_id from ${reviews} rv
      where rv.product_id = p.id order by rv.created_at desc, rv.id desc limit ${perProduct}
    ) r
    join ${users} u on u.id = r.user_id
    order by p.id, r.created_at desc, r.id desc`);
  return result.rows;
}

/**
 * The rating of every review of some products (id and rating only, one index range per product), newest first per
 * product: list items carry them beyond their newest full reviews, so a client can count stars from `reviews`.
 */
export async function ratingsOf(
  db: DbOrTx,
  productIds: number[],
): Promise<{ productId: number; id: number; rating: number }[]> {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: reviews.productId, id: reviews.id, rating: reviews.rating })
    .from(reviews)
    .where(inArray(reviews.productId, productIds))
    .orderBy(asc(reviews.productId), desc(reviews.createdAt), desc(reviews.id));
}

/** A page of the public products of a category (best rated first), without `excludeId`, and how many there are. */
export async function listRelated(
  db: DbOrTx,
  category: string,
  opts: { excludeId: number | undefined; limit: number; offset: number },
) {
  const conds = [visible(), eq(products.categoryName, category)];
  if (opts.excludeId) conds.push(ne(products.id, opts.excludeId));
  const [rows, [counted]] = await Promise.all([
    db
      .select(listItemColumns)
      .from(products)
      .where(and(...conds))
      .orderBy(desc(products.ratingAvg), asc(products.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(...conds)),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

// ---------- sitemap (keyset over the id indexes: each file is one index range) ----------

/** The table a sitemap file lists: public products (`products_visible_id_idx`) or sellers (primary key). */
export type SitemapKind = 'products' | 'sellers';

/**
 * The first id of each file of `perFile` rows: one index-only pass over the ids (no row is read), remembered by
 * the caller. File n lists the ids from its first id up to the next file's first.
 */
export async function sitemapFileStarts(db: DbOrTx, kind: SitemapKind, perFile: number): Promise<number[]> {
  const source =
    kind === 'products'
      ? sql`select id, row_number() over (order by id) - 1 as n from ${products} where ${visible()}`
      : sql`select id, row_number() over (order by id) - 1 as n from ${sellers}`;
  const result = await db.execute<{ id: number }>(
    sql`select id from (${source}) t where n % ${perFile} = 0 order by id`,
  );
  return result.rows.map((r) => Number(r.id));
}

/** At most `limit` ids (public products or sellers) from `from` (inclusive) to `to` (exclusive), with their last change. */
export async function sitemapRange(
  db: DbOrTx,
  kind: SitemapKind,
  from: number,
  to: number | null,
  limit: number,
) {
  const table = kind === 'products' ? products : sellers;
  const conds = [sql`${table.id} >= ${from}`];
  if (to !== null) conds.push(sql`${table.id} < ${to}`);
  if (kind === 'products') conds.push(visible());
  return db
    .select({ id: table.id, updatedAt: table.updatedAt })
    .from(table)
    .where(and(...conds))
    .orderBy(asc(table.id))
    .limit(limit);
}

/** Every category (the sitemap's pages file), at most `limit`. */
export async function sitemapCategories(db: DbOrTx, limit: number) {
  return db.select({ name: categories.name }).from(categories).orderBy(asc(categories.id)).limit(limit);
}

// ---------- sellers ----------

const unitsSold90d = sql<number>`coalesce((select sum(oi.quantity) from ${orderItems} oi where oi.seller_id = ${S_ID} and oi.status in ('OrderConfirmed', 'Shipped', 'Delivered') and oi.created_at >= now() - interval '90 days'), 0)::int`;
const visibleProductCount = sql<number>`(select count(*) from ${products} p where p.seller_id = ${S_ID} and ${visibleProductSql('p')})::int`;

/** Approved sellers ranked by units sold in the last 90 days, then by visible product count, then id. */
export async function listTopSellers(db: DbOrTx, limit: number) {
  return (
    db
      .select({
        id: sellers.id,
        name: sellers.name,
        pfp: sellers.pfp,
        units: unitsSold90d,
        productCount: visibleProductCount,
      })
      .from(sellers)
      // A pending or suspended seller is not shown to buyers (decision 049).
      .where(eq(sellers.status, 'approved'))
      .orderBy(desc(unitsSold90d), desc(visibleProductCount), asc(sellers.id))
      .limit(limit)
  );
}

/**
 * A seller's public profile with its statistics (one statement): visible product count, average over every
 * review of its products, and units sold (sold statuses only).
 */
export async function findPublicSeller(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: sellers.id,
      name: sellers.name,
      pfp: sellers.pfp,
      address: sellers.address,
      createdAt: sellers.createdAt,
      productCount: visibleProductCount,
      ratingSum: sql<number>`coalesce((select sum(p.rating_avg_x100::bigint * p.rating_count) from ${products} p where p.seller_id = ${S_ID}), 0)::float8`,
      ratingCount: sql<number>`coalesce((select sum(p.rating_count) from ${products} p where p.seller_id = ${S_ID}), 0)::int`,
      totalSales: sql<number>`coalesce((select sum(oi.quantity) from ${orderItems} oi where oi.seller_id = ${S_ID} and oi.status in ('OrderConfirmed', 'Shipped', 'Delivered')), 0)::int`,
    })
    .from(sellers)
    .where(eq(sellers.id, id))
    .limit(1);
  return row ?? null;
}

/** One page of a seller's visible products, newest first. */
export async function listSellerProducts(db: DbOrTx, sellerId: number, limit: number, offset: number) {
  return db
    .select(listItemColumns)
    .from(products)
    .where(and(eq(products.sellerId, sellerId), visible()))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit)
    .offset(offset);
}

export async function sellerExists(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: sellers.id, name: sellers.name })
    .from(sellers)
    .where(eq(sellers.id, id))
    .limit(1);
  return row ?? null;
}

// ---------- home carousels ----------

export async function listActiveBanners(db: DbOrTx) {
  return db
    .select({ id: banners.id, title: banners.title, imageUrl: banners.imageUrl, href: banners.href })
    .from(banners)
    .where(eq(banners.isActive, true))
    .orderBy(asc(banners.position), asc(banners.id));
}

export async function listActiveFeatured(db: DbOrTx) {
  return db
    .select({
      id: productCarouselItems.id,
      name: productCarouselItems.name,
      imageUrl: productCarouselItems.imageUrl,
      pricePaise: productCarouselItems.pricePaise,
      href: productCarouselItems.href,
    })
    .from(productCarouselItems)
    .where(eq(productCarouselItems.isActive, true))
    .orderBy(asc(productCarouselItems.id));
}

// ---------- storefront filters (docs/decisions/041-catalog-filters.md) ----------

/** The storefront filters in the database's units (paise, rating ×100); absent fields filter nothing. */
export type ProductFilters = {
  /** Lower-cased brand names. */
  brands?: readonly string[];
  minPricePaise?: number;
  maxPricePaise?: number;
  minRatingX100?: number;
  minOffer?: number;
  inStock?: boolean;
};

/** A filter group: the facets count each group with every other group's condition (search/repository.ts). */
export type FilterGroup = 'brand' | 'price' | 'rating' | 'offer' | 'stock';

/** Each group's condition over the `products` row, or undefined when the group filters nothing. */
export function filterConditions(f: ProductFilters): Record<FilterGroup, SQL | undefined> {
  const price = [
    f.minPricePaise === undefined ? undefined : sql`${products.sellingPricePaise} >= ${f.minPricePaise}`,
    f.maxPricePaise === undefined ? undefined : sql`${products.sellingPricePaise} <= ${f.maxPricePaise}`,
  ].filter((c): c is SQL => c !== undefined);
  return {
    brand:
      f.brands && f.brands.length > 0
        ? sql`lower(${products.brand}) in (${sql.join(
            f.brands.map((b) => sql`${b}`),
            sql`, `,
          )})`
        : undefined,
    price: price.length > 0 ? sql.join(price, sql` and `) : undefined,
    rating: f.minRatingX100 === undefined ? undefined : sql`${products.ratingAvg} >= ${f.minRatingX100}`,
    offer: f.minOffer === undefined ? undefined : sql`${products.offerPercentage} >= ${f.minOffer}`,
    // Written as a literal so the planner can prove it against the partial "visible" indexes too.
    stock: f.inStock ? sql`${products.status} = 'Active'` : undefined,
  };
}

/** Every filter at once (undefined when none filters anything). */
export function filterSql(f: ProductFilters): SQL | undefined {
  const parts = Object.values(filterConditions(f)).filter((c): c is SQL => c !== undefined);
  return parts.length > 0 ? sql`(${sql.join(parts, sql` and `)})` : undefined;
}
