/**
 * The storefront listing: categories, pages of products by number or after a keyset cursor, filtered or not, and
 * their counts.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@electrohub/shared/storefront';
import type { DbOrTx } from '../../../db/client.ts';
import { perDatabase } from '../../../db/prepared.ts';
import { rowAfter, timestampText } from '../../../db/keyset.ts';
import { categories, products } from '../../../db/schema/index.ts';
import {
  cardColumns,
  listItemColumns,
  sortOrder,
  visible,
  type ProductCardRow,
  type ProductListItemRow,
} from './columns.ts';
import { filterSql, type ProductFilters } from './filters.ts';

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
const listQueriesOf = perDatabase(() => new Map<string, ListQuery>());

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
    const byKey = listQueriesOf(db);
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
const cardsQueryOf = perDatabase(cardsQuery);

export async function cardsByIds(db: DbOrTx, ids: number[]): Promise<ProductCardRow[]> {
  if (ids.length === 0) return [];
  return cardsQueryOf(db).execute({ ids: `{${ids.join(',')}}` });
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

/** The list items of the visible products among `ids` (any order), with their cursor keys. */
export async function listItemsByIds(
  db: DbOrTx,
  ids: number[],
): Promise<(ProductListItemRow & ListKeyColumns)[]> {
  if (ids.length === 0) return [];
  return db
    .select({ ...listItemColumns, ...listKeyColumns })
    .from(products)
    .where(and(inArray(products.id, ids), visible()));
}
