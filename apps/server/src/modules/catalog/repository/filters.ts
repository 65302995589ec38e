/**
 * The storefront filters as SQL conditions (docs/decisions/041-catalog-filters.md), shared by the listing, search
 * and the counts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { products } from '../../../db/schema/index.ts';

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
