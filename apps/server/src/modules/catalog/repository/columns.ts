/**
 * What the storefront reads of a product: its card and list-item columns, the public condition and each sort's
 * order.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { VISIBLE_PRODUCT_STATUSES, type ProductSort } from '@electrohub/shared/storefront';
import { productImages, products } from '../../../db/schema/index.ts';

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
export const P_ID = sql.raw('"products"."id"');

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
