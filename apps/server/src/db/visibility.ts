import { sql } from 'drizzle-orm';
import { VISIBLE_PRODUCT_STATUSES } from '@electrohub/shared/storefront';

/**
 * A public product in raw SQL: `"products"."status" in ('Active', 'OutOfStock') and "products"."seller_visible"`
 * (the seller is approved: decision 049), from the one list of public statuses. The statuses are written as literals
 * (not parameters) so the partial "visible" indexes apply; the seller flag is one more filter on the row they find.
 * `table`: the products table's name or alias in the query.
 */
export const visibleProductSql = (table = '"products"') =>
  sql.raw(
    `${table}."status" in (${VISIBLE_PRODUCT_STATUSES.map((s) => `'${s}'`).join(', ')}) and ${table}."seller_visible"`,
  );
