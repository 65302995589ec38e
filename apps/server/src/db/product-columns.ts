import { sql } from 'drizzle-orm';
import { imagesOf } from './product-images.ts';
import { productImages, products, productStock } from './schema/index.ts';

/**
 * The columns every product summary starts with (cart, wishlist, order items, admin products): id, name,
 * description, list price, offer and selling price. Spread it into a select and add what the page needs.
 */
export const productPriceColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  pricePaise: products.pricePaise,
  offerPercentage: products.offerPercentage,
  sellingPricePaise: products.sellingPricePaise,
};

/** The product's image URLs `[{ url }]` in slot order (an empty array when none). */
export const imageUrlsOf = sql<
  { url: string }[]
>`coalesce((select json_agg(json_build_object('url', ${productImages.url}) order by ${productImages.position}, ${productImages.id}) from ${productImages} where ${productImages.productId} = ${products.id}), '[]'::json)`;

/**
 * A product as the buyer's cart and wishlist list it: the price columns, status, units on hand, seller, category
 * and image URLs. Reads only `products` (stock and images are subqueries), so it fits any join onto products.
 */
export const buyerProductColumns = {
  ...productPriceColumns,
  // A product of a suspended or pending seller can no longer be bought: the buyer sees it as Inactive (decision 049).
  status: sql<
    (typeof products.$inferSelect)['status']
  >`case when ${products.sellerVisible} then ${products.status} else 'Inactive' end`,
  stock: sql<number>`coalesce((select ${productStock.stock} from ${productStock} where ${productStock.productId} = ${products.id}), 0)`,
  sellerId: products.sellerId,
  categoryName: products.categoryName,
  images: imageUrlsOf,
};

/**
 * A whole product as the seller's and the admin's product pages read it: the price columns, brand, units on
 * hand, status, category, specifications, rating, timestamps and images `[{ id, url }]`. Stock and images are
 * correlated on the qualified `"products"."id"`: Drizzle leaves column names unqualified in single-table
 * queries, which would make the correlation ambiguous.
 */
export const productDetailColumns = {
  ...productPriceColumns,
  brand: products.brand,
  // The units on hand live in `product_stock` (docs/decisions/029-cache-and-stock.md).
  stock: sql<number>`coalesce((select ps.stock from ${productStock} ps where ps.product_id = "products"."id"), 0)`,
  status: products.status,
  categoryName: products.categoryName,
  details: products.details,
  ratingAvg: products.ratingAvg,
  ratingCount: products.ratingCount,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  images: imagesOf(sql`"products"."id"`),
};
