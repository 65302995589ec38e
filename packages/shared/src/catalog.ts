import { z } from 'zod';
import { cursorParam, listPageQuerySchema } from './contract/list-query.ts';
import { idParam } from './ids.ts';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from './paging.ts';
import {
  BRAND_FILTER_MAX,
  MAX_PAGE,
  MAX_PAGE_LIMIT,
  PRICE_FILTER_MAX,
  PAGE_SIZE,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  RATING_FILTER_MINS,
  SEARCH_DROPDOWN_LIMIT,
} from './storefront.ts';

// Kept importable from here for the contracts that build on the product statuses (products.ts, seller.ts).
export { PRODUCT_STATUSES, VISIBLE_PRODUCT_STATUSES, type ProductStatus } from './storefront.ts';

/**
 * Storefront catalog contracts (docs/product.md#storefront).
 * Prices in answers are rupees (numbers); the server stores paise.
 */

const id = z.number().int();
const page = z.coerce.number().int().min(1).max(MAX_PAGE).default(1);

// ---------- filters (docs/decisions/041-catalog-filters.md) ----------

/** `brand=Samsung,OnePlus`: brand names, compared case-insensitively and exactly (a name cannot hold a comma). */
const brandListParam = z
  .string()
  .max(BRAND_FILTER_MAX * 101)
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string().max(100, 'A brand name is at most 100 characters'))
      .max(BRAND_FILTER_MAX, `At most ${BRAND_FILTER_MAX} brands`),
  );
/** Rupees, at most two decimals: `10000`, `499.50`. */
const rupeesParam = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, `${name} is an amount in rupees`)
    .transform(Number)
    .pipe(z.number().max(PRICE_FILTER_MAX, `${name} is at most ${PRICE_FILTER_MAX}`));
const stepParam = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,3}$/, `${name} is a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} is a whole number from ${min} to ${max}`)
        .max(max, `${name} is a whole number from ${min} to ${max}`),
    );

/**
 * The storefront filters of `GET /api/user/products`, `…/search` and `…/facets`: `brand` (comma-separated,
 * case-insensitive exact), `minPrice`/`maxPrice` (rupees, inclusive, on the selling price), `minRating` (1–4:
 * average rating at least n), `minOffer` (0–100: offerPercentage at least n) and `inStock` (`1`/`true`: status
 * Active only; `0`/`false`: no filter).
 */
export const productFilterFields = {
  brand: brandListParam.optional(),
  minPrice: rupeesParam('minPrice').optional(),
  maxPrice: rupeesParam('maxPrice').optional(),
  minRating: stepParam(
    'minRating',
    Math.min(...RATING_FILTER_MINS),
    Math.max(...RATING_FILTER_MINS),
  ).optional(),
  minOffer: stepParam('minOffer', 0, 100).optional(),
  inStock: z
    .enum(['1', 'true', '0', 'false'], 'inStock is 1 or true (0 or false: every product)')
    .transform((v) => v === '1' || v === 'true')
    .optional(),
};
export type ProductFilterQuery = {
  brand?: string[];
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  minOffer?: number;
  inStock?: boolean;
};

/** A price range must not be upside down. */
const priceOrder = (q: { minPrice?: number; maxPrice?: number }, ctx: z.RefinementCtx) => {
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice)
    ctx.addIssue({ code: 'custom', path: ['minPrice'], message: 'minPrice is above maxPrice' });
};

// ---------- categories ----------

/** A category as the storefront sees it. `description` is null when the admin gave none. */
export const categorySchema = z.object({
  name: z.string(),
  imageUrl: z.string(),
  description: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;
/** `GET /api/categories/6` and `GET /api/categories/all`. */
export const categoryListSchema = z.array(categorySchema);

// ---------- products ----------

export const productImageSchema = z.object({ id, url: z.string() });
export type ProductImage = z.infer<typeof productImageSchema>;

/**
 * A product's id, text and prices as the cart, orders, seller and admin answers carry them, spread first into
 * their shapes. `price` is the list price and `sellingPrice` the price after `offerPercentage`, both in rupees.
 */
export const productPriceFields = {
  id,
  name: z.string(),
  description: z.string(),
  price: z.number(),
  offerPercentage: z.number(),
  sellingPrice: z.number(),
};

/** {@link productPriceFields} plus the stock, status and category that the seller's and admin's product answers show. */
export const stockedProductFields = {
  ...productPriceFields,
  stock: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  categoryName: z.string(),
};

/** A product in any list (grid card). `price` is the list price in rupees; `averageRating` 0–5 (0 = none). */
export const productCardSchema = z.object({
  id,
  name: z.string(),
  price: z.number(),
  offerPercentage: z.number(),
  images: z.array(productImageSchema),
  categoryName: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  sellerId: id.nullable(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/**
 * `GET /api/user/products` query. Unknown categories give an empty list. `cursor` (an answer's `nextCursor`, also
 * in its `Link` header's `next`) asks for the products after the previous page, in the same sort, and takes the
 * place of `page`: walking the whole listing this way never skips or repeats a product, even while products are added.
 */
export const productListQuerySchema = z
  .object({
    page,
    cursor: cursorParam,
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(PAGE_SIZE),
    category: z.string().trim().min(1).max(100).optional(),
    sort: z.enum(PRODUCT_SORTS).default('default'),
    ...productFilterFields,
  })
  .superRefine(priceOrder);
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const specPairSchema = z.object({ key: z.string(), value: z.string() });

/** A review as every product shows it. */
export const productReviewSchema = z.object({
  id,
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  user: z.object({ name: z.string(), pfp: z.string().nullable() }),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

/**
 * A review in a list item: the newest LIST_CARD_REVIEWS_LIMIT in full, every older one as `{ id, rating }` only, so
 * a client that computes the stars and their count from `reviews` gets the true figures (issue 20).
 */
export const listReviewSchema = productReviewSchema.partial({ content: true, createdAt: true, user: true });
export type ListReview = z.infer<typeof listReviewSchema>;

/** A product's `productInfo`: the brand and the specification pairs. */
export const productInfoSchema = z.object({ brand: z.string(), details: z.array(specPairSchema) });

/**
 * A product of the storefront lists (the product list, related products, the seller page): the card plus the
 * rest of the product, `description`, `productInfo` and `reviews`, newest first: every review of the product, the
 * newest LIST_CARD_REVIEWS_LIMIT (storefront.ts) in full and the older ones as `{ id, rating }` (listReviewSchema), so
 * `reviews.length` and the mean of their ratings equal `reviewCount` and `averageRating`. The product page
 * (`GET /api/user/products/{id}`) carries more of each review.
 */
export const productListItemSchema = productCardSchema.extend({
  description: z.string(),
  productInfo: productInfoSchema,
  reviews: z.array(listReviewSchema),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

/**
 * `GET /api/user/products` answer. More pages remain while `products.length === limit`. `nextCursor`
 * is the `?cursor=` of the products after these (null on the last page); when asked by cursor, `page` is 1.
 */
export const productListSchema = z.object({
  products: z.array(productListItemSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const productIdParamsSchema = z.object({ id: idParam });

/** The public part of a seller shown with a product. */
export const sellerSummarySchema = z.object({ id, name: z.string(), pfp: z.string().nullable() });
export type SellerSummary = z.infer<typeof sellerSummarySchema>;

/**
 * `GET /api/user/products/{id}`: the bare product, not wrapped. `reviews` are the newest (at most
 * PRODUCT_REVIEWS_LIMIT); `averageRating` and `reviewCount` are over all of them.
 */
export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  stock: z.number().int(),
  productInfo: productInfoSchema,
  seller: sellerSummarySchema.nullable(),
  reviews: z.array(productReviewSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** A path id taken as text, so that a malformed id is "not found" (404) like an unknown one. */
export const pathIdParamsSchema = z.object({ id: z.string().max(32) });

/**
 * `GET /api/user/products/relatedproducts/{category}?page=&limit=&exclude={id}`: without `exclude` the whole
 * category, paged like every list (a category page may list from it: default the first LIST_DEFAULT_LIMIT);
 * with `exclude` the product page's similar products, RELATED_LIMIT at most (a larger `limit` is capped).
 */
export const relatedParamsSchema = z.object({ category: z.string().trim().min(1).max(100) });
export const relatedQuerySchema = z.object({
  page: listPageQuerySchema.shape.page,
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).optional(),
  exclude: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});
export type RelatedQuery = z.output<typeof relatedQuerySchema>;
/** Related products: an object with the key `products`. */
export const productsAnswerSchema = z.object({ products: z.array(productListItemSchema) });

// ---------- search ----------

/**
 * `GET /api/user/products/search?query=&limit=&page=&sort=`. Fewer than SEARCH_MIN_CHARS characters answer
 * an empty list. `sort=default` is relevance.
 */
export const searchQuerySchema = z
  .object({
    query: z.string().max(200).default(''),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(SEARCH_DROPDOWN_LIMIT),
    page: z.coerce.number().int().min(1).max(100).default(1),
    sort: z.enum(PRODUCT_SORTS).default('default'),
    ...productFilterFields,
  })
  .superRefine(priceOrder);
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * `GET /api/user/products/facets?category=&query=&…filters`: the counts of the filter panel over the public
 * products of a category, a search (`query`; fewer than SEARCH_MIN_CHARS characters: nothing), or every one.
 */
export const facetsQuerySchema = z
  .object({
    category: z.string().trim().min(1).max(100).optional(),
    query: z.string().max(200).optional(),
    ...productFilterFields,
  })
  .superRefine(priceOrder);
export type FacetsQuery = z.infer<typeof facetsQuerySchema>;

/**
 * The filter panel's counts. `total`: the products every filter selects. Each group counts as if its own choice
 * were replaced by that option, every other filter kept (docs/decisions/041-catalog-filters.md): a brand's
 * `count` is the total with `brand` set to it alone; `ratings` (min 4, 3, 2, 1) and `offers` (min 10 … 60) the
 * total with that `minRating` / `minOffer`; `inStock` the total with `inStock=1`; `price` the selling-price range
 * (rupees) of the products the other filters select (0 and 0 when there are none). Brands by count, then name.
 */
export const facetsAnswerSchema = z.object({
  total: z.number().int(),
  brands: z.array(z.object({ name: z.string(), count: z.number().int() })),
  price: z.object({ min: z.number(), max: z.number() }),
  ratings: z.array(z.object({ min: z.number().int(), count: z.number().int() })),
  offers: z.array(z.object({ min: z.number().int(), count: z.number().int() })),
  inStock: z.number().int(),
});
export type FacetsAnswer = z.infer<typeof facetsAnswerSchema>;
/**
 * Search answers the bare list of hits (each at least id, name, price, images[].url and
 * categoryName): product cards, a superset of those fields.
 */
export const searchAnswerSchema = z.array(productCardSchema);
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

// ---------- sellers ----------

export const sellerListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(24) });
/** `GET /api/user/sellers`: ranked by units sold in the last 90 days, then product count. */
export const sellerListSchema = z.object({ sellers: z.array(sellerSummarySchema) });

export const sellerIdParamsSchema = z.object({ id: idParam });
/**
 * `GET /api/user/sellers/{id}?page=&limit=`: `seller.products` carries every public product of the seller, up to
 * the lists' bounded default (LIST_DEFAULT_LIMIT); `page` and `limit` page them when asked.
 */
export const sellerProductsQuerySchema = z.object({
  page,
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
});

/**
 * `GET /api/user/sellers/{id}`. Never e-mail, phone or secrets. `products` are the seller's public products,
 * newest first (all of them up to LIST_DEFAULT_LIMIT, or the page asked); `productCount` counts them all. `averageRating` is over every review of the
 * seller's products (0 when none); `totalSales` is units sold (Cancelled and Returned excluded).
 */
export const publicSellerAnswerSchema = z.object({
  seller: z.object({
    id,
    name: z.string(),
    pfp: z.string().nullable(),
    address: z.string().nullable(),
    /** ISO 8601. */
    createdAt: z.string(),
    productCount: z.number().int(),
    products: z.array(productListItemSchema),
  }),
  averageRating: z.number(),
  totalSales: z.number().int(),
});
export type PublicSellerAnswer = z.infer<typeof publicSellerAnswerSchema>;

// ---------- home carousels ----------

/**
 * `GET /api/banner-carousels`: active banners in their order. `phoneImageUrl` is the banner's phone crop (16:9), or
 * null: phones then show the wide `imageUrl` cropped to 16:9.
 */
export const bannerSchema = z.object({
  id,
  title: z.string(),
  imageUrl: z.string(),
  phoneImageUrl: z.string().nullable(),
  href: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListSchema = z.array(bannerSchema);

/** `GET /api/product-carousels`: active featured items; `price` in rupees. */
export const featuredItemSchema = z.object({
  id,
  name: z.string(),
  imageUrl: z.string(),
  price: z.number(),
  href: z.string(),
});
export type FeaturedItem = z.infer<typeof featuredItemSchema>;
export const featuredListSchema = z.array(featuredItemSchema);
