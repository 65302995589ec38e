import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, serialId, setNullRef, tsvector, updatedAt } from './common.ts';
import { sellers, users } from './accounts.ts';

export const productStatusEnum = pgEnum('product_status', [
  'Active',
  'Inactive',
  'OutOfStock',
  'Discontinued',
]);

export const categories = pgTable(
  'categories',
  {
    id: serialId(),
    name: text('name').notNull().unique(),
    imageUrl: text('image_url').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_name_lower_uq').on(sql`lower(${t.name})`)],
);

export type SpecPair = { key: string; value: string };

/**
 * Products. Money in integer paise; the selling price is a stored generated column so listings can sort on it.
 * `search_vector` (full text), `title_vector` (full text of the title alone) and `search_text` (trigram, typo
 * tolerance) are kept by a trigger that runs only when the name, description, brand or category is written
 * (migration 0007): other updates (price, status, rating) no longer recompute them. The stock lives in
 * `product_stock` (below), so checkout never rewrites this row (decision 029).
 */
export const products = pgTable(
  'products',
  {
    id: serialId(),
    sellerId: setNullRef('seller_id', () => sellers.id),
    categoryName: text('category_name')
      .notNull()
      .references(() => categories.name, { onUpdate: 'cascade', onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    brand: text('brand').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    /** 0–100 with at most two decimals (docs/decisions/031-client-readings.md). */
    offerPercentage: numeric('offer_percentage', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    sellingPricePaise: integer('selling_price_paise')
      .notNull()
      .generatedAlwaysAs(sql`round(price_paise - price_paise * offer_percentage / 100.0)::integer`),
    status: productStatusEnum('status').notNull().default('Active'),
    details: jsonb('details').$type<SpecPair[]>().notNull().default([]),
    ratingAvg: integer('rating_avg_x100').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    // Kept by the trigger products_search_columns (migration 0007); the defaults only satisfy NOT NULL before it runs.
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    /** Name (A) with brand and category (B) only: small, so matching and ranking on titles stays cheap. */
    titleVector: tsvector('title_vector')
      .notNull()
      .default(sql`''::tsvector`),
    searchText: text('search_text').notNull().default(''),
    /**
     * The seller is approved (decision 049): false while the seller is pending or suspended, and then the product is
     * in no public answer. Kept by the seller's status change, so public reads need no join.
     */
    sellerVisible: boolean('seller_visible').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_nonneg', sql`${t.pricePaise} >= 0`),
    check('products_offer_range', sql`${t.offerPercentage} between 0 and 100`),
    index('products_status_id_idx').on(t.status, t.id),
    index('products_category_status_id_idx').on(t.categoryName, t.status, t.id),
    index('products_status_created_idx').on(t.status, t.createdAt),
    index('products_status_selling_price_idx').on(t.status, t.sellingPricePaise),
    index('products_status_rating_idx').on(t.status, t.ratingAvg),
    index('products_status_offer_idx').on(t.status, t.offerPercentage),
    index('products_seller_idx').on(t.sellerId, t.status),
    // The search title index (modules/search/title-index.ts) reads what changed since its last look; a trigger
    // (migration 0005) stamps every update.
    index('products_updated_at_idx').on(t.updatedAt),
    // fastupdate off (decision 005): new entries go straight into the tree instead of a pending list that every
    // search reads linearly until a vacuum merges it; a search must not slow down as products are added.
    index('products_search_vector_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    index('products_title_vector_idx').using('gin', t.titleVector).with({ fastupdate: false }),
    index('products_search_text_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // Storefront sorts over public products (status in Active, OutOfStock): page 1 of any sort is an index walk.
    index('products_visible_price_idx')
      .on(t.sellingPricePaise, t.id)
      .where(sql`${t.status} in ('Active', 'OutOfStock')`),
    index('products_visible_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in ('Active', 'OutOfStock')`),
    // Keyset reads (migration 0009, decision 028): every sort is one index range after a cursor. "Top rated" is
    // ordered by the negated rating and count so that one row comparison covers it.
    index('products_visible_rating_key_idx')
      .on(sql`(-${t.ratingAvg})`, sql`(-${t.ratingCount})`, t.id)
      .where(sql`${t.status} in ('Active', 'OutOfStock')`),
    index('products_visible_id_idx')
      .on(t.id)
      .where(sql`${t.status} in ('Active', 'OutOfStock')`),
    index('products_visible_category_id_idx')
      .on(t.categoryName, t.id)
      .where(sql`${t.status} in ('Active', 'OutOfStock')`),
    // A seller's own products, newest first (seller dashboard; every status).
    index('products_seller_created_idx').on(t.sellerId, t.createdAt, t.id),
    index('products_visible_category_price_idx')
      .on(t.categoryName, t.sellingPricePaise, t.id)
      .where(sql`${t.status} in ('Active', 'OutOfStock')`),
    index('products_visible_category_created_idx')
      .on(t.categoryName, t.createdAt, t.id)
      .where(sql`${t.status} in ('Active', 'OutOfStock')`),
    index('products_visible_category_rating_key_idx')
      .on(t.categoryName, sql`(-${t.ratingAvg})`, sql`(-${t.ratingCount})`, t.id)
      .where(sql`${t.status} in ('Active', 'OutOfStock')`),
    // Storefront filters (decisions 041, 053): a category's filter and sort columns, remembered to count and page any
    // filter combination in memory, are one range of this index alone (every column they read is in it); a brand
    // filter over every product is one range of the next.
    index('products_visible_category_facets_idx')
      .on(
        t.categoryName,
        t.brand,
        t.sellingPricePaise,
        t.ratingAvg,
        t.offerPercentage,
        t.status,
        t.id,
        t.ratingCount,
        t.createdAt,
      )
      // The whole public predicate (db/visibility.ts, decision 049's seller flag included): a scope read tests
      // `seller_visible` too, and with the flag outside the index every entry sent it to the heap (migration 0016).
      .where(sql`${t.status} in ('Active', 'OutOfStock') and ${t.sellerVisible}`),
    index('products_visible_brand_idx')
      .on(sql`lower(${t.brand})`, t.id)
      .where(sql`${t.status} in ('Active', 'OutOfStock')`),
  ],
);

/**
 * Units on hand, one row per product (created with the product by a trigger, migration 0007). Reserving, releasing
 * and restocking write only this narrow row: no search column, no index but the key (HOT updates, fillfactor 50),
 * no `updated_at` stamp. Checkout locks this row first and the product row after it (only to flip Active and
 * OutOfStock), and so does every other writer that takes both (decision 029).
 */
export const productStock = pgTable(
  'product_stock',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    stock: integer('stock').notNull().default(0),
  },
  (t) => [check('product_stock_nonneg', sql`${t.stock} >= 0`)],
);

/**
 * The spelling dictionary of the typo-tolerant search: every word of product names, brands and categories
 * (kept by a trigger on products). A misspelt query word is matched to its nearest words here (trigram
 * similarity on a small table) before the full-text search runs.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx')
    .using('gin', sql`${t.word} gin_trgm_ops`)
    .with({ fastupdate: false }),
  // Prefix lookups (`word like 'wirel%'`) whatever the database collation.
  index('search_words_prefix_idx').on(sql`${t.word} text_pattern_ops`),
]);

export const productImages = pgTable(
  'product_images',
  {
    id: serialId(),
    productId: cascadeRef('product_id', () => products.id),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serialId(),
    productId: cascadeRef('product_id', () => products.id),
    userId: cascadeRef('user_id', () => users.id),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    unique('reviews_user_product_uq').on(t.userId, t.productId),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    // A buyer's own reviews, newest first, by keyset (migration 0009).
    index('reviews_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serialId(),
    userId: cascadeRef('user_id', () => users.id),
    productId: cascadeRef('product_id', () => products.id),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check('cart_quantity_pos', sql`${t.quantity} >= 1`),
    unique('cart_user_product_uq').on(t.userId, t.productId),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: cascadeRef('user_id', () => users.id),
    productId: cascadeRef('product_id', () => products.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // The wishlist, newest first, by keyset (migration 0009).
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt, t.productId),
  ],
);

export const banners = pgTable('banners', {
  id: serialId(),
  title: text('title').notNull(),
  href: text('href').notNull(),
  imageUrl: text('image_url').notNull(),
  /** The phone crop (16:9, the headline kept whole), shown below 640 px instead of the wide picture; optional. */
  phoneImageUrl: text('phone_image_url'),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const productCarouselItems = pgTable(
  'product_carousel_items',
  {
    id: serialId(),
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    href: text('href').notNull(),
    imageUrl: text('image_url').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('carousel_price_nonneg', sql`${t.pricePaise} >= 0`)],
);
