import { sql } from 'drizzle-orm';
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
  status: products.status,
  stock: sql<number>`coalesce((select ${productStock.stock} from ${productStock} where ${productStock.productId} = ${products.id}), 0)`,
  sellerId: products.sellerId,
  categoryName: products.categoryName,
  images: imageUrlsOf,
};
