import { sql } from 'drizzle-orm';
import { VISIBLE_PRODUCT_STATUSES } from '@electrohub/shared/storefront';

/**
 * `"products"."status" in ('Active', 'OutOfStock')` in raw SQL, from the one list of public statuses. Written
 * with literals (not parameters) so the partial "visible" indexes apply.
 */
export const visibleProductSql = (column = '"products"."status"') =>
  sql.raw(`${column} in (${VISIBLE_PRODUCT_STATUSES.map((s) => `'${s}'`).join(', ')})`);
