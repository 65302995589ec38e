/**
 * The storefront filters as SQL conditions (docs/decisions/041-catalog-filters.md), shared by the listing, search
 * and the counts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { products } from '../../../db/schema/index.ts';
import { visibleProductSql } from '../../../db/visibility.ts';

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

/** What filter counts are counted over: the public products of a category, matching a tsquery, both, or all. */
export type FilterScope = { category?: string; tsquery?: string };

/** The filter and sort columns of the scope's products of one brand spelling (filter-counts.ts: typed arrays). */
export type ScopeBrandRow = {
  key: string;
  name: string;
  id: number[];
  sp: number[];
  r: number[];
  rc: number[];
  o: number[];
  a: number[];
  /** created_at in microseconds (int8: text from some drivers). */
  c: (number | string | bigint)[];
};

/**
 * The filter and sort columns of every public product of the scope, one row per brand spelling in
 * `lower(brand), brand` order. A category's is one range of `products_visible_category_facets_idx` (index only: it
 * holds every column read here), already in brand order; a search's reads the rows its tsquery matches.
 */
export async function scopeRows(db: DbOrTx, scope: FilterScope): Promise<ScopeBrandRow[]> {
  const where: SQL[] = [visibleProductSql()];
  if (scope.category !== undefined) where.push(sql`"products"."category_name" = ${scope.category}`);
  if (scope.tsquery !== undefined)
    where.push(sql`"products"."search_vector" @@ to_tsquery('english', ${scope.tsquery})`);
  const result = await db.execute<ScopeBrandRow>(sql`
    select lower("products"."brand") as "key", "products"."brand" as "name",
      array_agg("products"."id") as "id", array_agg("products"."selling_price_paise") as "sp",
      array_agg("products"."rating_avg_x100") as "r", array_agg("products"."rating_count") as "rc",
      array_agg(round("products"."offer_percentage" * 100)::int) as "o",
      array_agg(("products"."status" = 'Active')::int) as "a",
      array_agg((extract(epoch from "products"."created_at") * 1000000)::int8) as "c"
    from ${products} where ${sql.join(where, sql` and `)}
    group by "products"."brand" order by lower("products"."brand"), "products"."brand"`);
  return result.rows;
}

/**
 * The ids of every product sold out now (`status = 'OutOfStock'`), ascending: one range of `products_status_id_idx`.
 * The remembered scopes take their "in stock" flags from it (catalog/service.ts), so a product selling out changes
 * one small read instead of every scope's.
 */
export async function outOfStockIds(db: DbOrTx): Promise<Int32Array> {
  const result = await db.execute<{ ids: number[] | null }>(
    sql`select array_agg("products"."id" order by "products"."id") as "ids" from ${products} where "products"."status" = 'OutOfStock'`,
  );
  return Int32Array.from(result.rows[0]?.ids ?? []);
}
