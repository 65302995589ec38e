/**
 * Storefront constants and small rules without zod (docs/product.md#storefront), so the web app's home chunk can use
 * them without the schema library. The contracts are in catalog.ts.
 */
import { labelledChoices } from './labels.ts';

/** Page size of every product list. */
export const PAGE_SIZE = 12;
/** Upper bound of `limit` on product lists. */
export const MAX_PAGE_LIMIT = 48;
/** Deepest page a list may ask for (offset paging; deeper pages are never linked). */
export const MAX_PAGE = 5000;
/** Similar products on the product page, at most. */
export const RELATED_LIMIT = 8;
/** Header search dropdown: results shown, minimum characters, debounce. */
export const SEARCH_DROPDOWN_LIMIT = 5;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
/** 'Best Products For You' shows this many random products of the loaded ones. */
export const BEST_PICKS_COUNT = 5;
/** Reviews sent with a product (the newest); `reviewCount` carries the total. */
export const PRODUCT_REVIEWS_LIMIT = 50;
/**
 * Reviews sent with each product of a list (product list, related products, seller page): the newest this many,
 * so a page of cards stays small; `averageRating` and `reviewCount` are over all reviews.
 */
export const LIST_CARD_REVIEWS_LIMIT = 10;
/**
 * Products on a seller page at first, and how many more each 'More Products' asks for (`?page=&limit=` of
 * `GET /api/user/sellers/{id}`): the server renders and sends this many, not the seller's whole catalogue
 * (decision 052). The page's meta reads the same first page, so one remembered answer serves both.
 */
export const SELLER_PAGE_SIZE = 24;
/** Address shown on a seller page when the seller has none. */
export const SELLER_FALLBACK_ADDRESS = 'Mumbai, India';
/** Product page notes. */
export const FREE_DELIVERY_NOTE = 'Free delivery above ₹499';
export const RETURN_NOTE = '7 days return and exchange';

export const PRODUCT_STATUSES = ['Active', 'Inactive', 'OutOfStock', 'Discontinued'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** Only these statuses are public; Inactive and Discontinued products never show. */
export const VISIBLE_PRODUCT_STATUSES = ['Active', 'OutOfStock'] as const satisfies readonly ProductStatus[];

/**
 * Sort orders of product lists (`default` is id ascending), with the labels of the sort select (category and
 * search pages).
 */
export const PRODUCT_SORT_LABELS = {
  default: 'Filters',
  newest: 'Newest',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  top_rated: 'Top Rated',
};
export type ProductSort = keyof typeof PRODUCT_SORT_LABELS;
export const PRODUCT_SORTS = labelledChoices(PRODUCT_SORT_LABELS);

/**
 * The storefront filters (docs/decisions/041-catalog-filters.md): the rating steps ('4★ & up' …) and discount
 * steps ('10 % or more' …) offered and counted by `GET /api/user/products/facets`, and the bounds of the others.
 */
export const RATING_FILTER_MINS = [4, 3, 2, 1] as const;
export const OFFER_FILTER_MINS = [10, 20, 30, 40, 50, 60] as const;
/** Brands one filter may name at most. */
export const BRAND_FILTER_MAX = 50;
/** The highest price a filter may name, in rupees. */
export const PRICE_FILTER_MAX = 10_000_000;
/** The filter parameters, as they appear in API and page URLs. */
export const FILTER_PARAMS = ['brand', 'minPrice', 'maxPrice', 'minRating', 'minOffer', 'inStock'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** The filters of a listing as the web app holds them (URL parameters `FILTER_PARAMS`; no filter: empty/undefined). */
export type ListingFilters = {
  brand: string[];
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  minOffer?: number;
  inStock: boolean;
};
export const NO_FILTERS: ListingFilters = { brand: [], inStock: false };
/** What the helpers below use of a `URLSearchParams` (this package has no DOM types). */
type ParamsIn = { get(name: string): string | null };
type ParamsOut = { set(name: string, value: string): void; delete(name: string): void };

const wholeIn = (v: string | null, min: number, max: number) => {
  if (v === null || !/^\d{1,3}$/.test(v)) return undefined;
  const n = Number(v);
  return n >= min && n <= max ? n : undefined;
};
const rupeesIn = (v: string | null) =>
  v !== null && /^\d{1,9}(\.\d{1,2})?$/.test(v) && Number(v) <= PRICE_FILTER_MAX ? Number(v) : undefined;

/**
 * The filters a page URL (or any query string) carries. Values the API would refuse are left out, so a hand-edited
 * link shows the products without that filter instead of an error.
 */
export function readListingFilters(params: ParamsIn): ListingFilters {
  const brand = [
    ...new Set(
      (params.get('brand') ?? '')
        .split(',')
        .map((b) => b.trim())
        .filter((b) => b.length > 0 && b.length <= 100),
    ),
  ].slice(0, BRAND_FILTER_MAX);
  let minPrice = rupeesIn(params.get('minPrice'));
  let maxPrice = rupeesIn(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const inStock = params.get('inStock');
  return {
    brand,
    minPrice,
    maxPrice,
    minRating: wholeIn(
      params.get('minRating'),
      Math.min(...RATING_FILTER_MINS),
      Math.max(...RATING_FILTER_MINS),
    ),
    minOffer: wholeIn(params.get('minOffer'), 1, 100),
    inStock: inStock === '1' || inStock === 'true',
  };
}

/** The filters as query values in the API's spelling, the unset ones left out: the API calls' query. */
export function listingFilterQuery(f: ListingFilters): ListingFilterQuery {
  const q: ListingFilterQuery = {};
  if (f.brand.length > 0) q.brand = f.brand.join(',');
  if (f.minPrice !== undefined) q.minPrice = String(f.minPrice);
  if (f.maxPrice !== undefined) q.maxPrice = String(f.maxPrice);
  if (f.minRating !== undefined) q.minRating = String(f.minRating);
  if (f.minOffer !== undefined) q.minOffer = String(f.minOffer);
  if (f.inStock) q.inStock = '1';
  return q;
}
export type ListingFilterQuery = { [K in Exclude<FilterParam, 'inStock'>]?: string } & { inStock?: '1' };

/** Writes `f` into `params` (removing the filters it does not set), in the API's spelling: the page URL's. */
export function writeListingFilters<P extends ParamsOut>(params: P, f: ListingFilters): P {
  for (const key of FILTER_PARAMS) params.delete(key);
  for (const [key, value] of Object.entries(listingFilterQuery(f))) params.set(key, value);
  return params;
}

/** How many filters are set (the 'Filters (3)' button; 0: the list is unfiltered). */
export function countListingFilters(f: ListingFilters): number {
  return (
    f.brand.length +
    (f.minPrice !== undefined || f.maxPrice !== undefined ? 1 : 0) +
    (f.minRating !== undefined ? 1 : 0) +
    (f.minOffer !== undefined ? 1 : 0) +
    (f.inStock ? 1 : 0)
  );
}

/** The header and home text for a category. */
export const categoryTagline = (categoryName: string) =>
  `Discover the latest & top-rated ${categoryName} products.`;

// ---------- Deal Dash ----------

/** Deal-tier filter options in order; 'hot' is offered only when some product has an offer of 60% or more. */
export const DEAL_FILTERS = ['all', 'hot', 'high', 'medium', 'low'] as const;
export type DealFilter = (typeof DEAL_FILTERS)[number];

/** Names shown on deal cards, picked at random within the product's tier. */
export const DEAL_NAMES = {
  hot: ['Blazing Deal', 'Hot Steal', 'Price Crash', 'Mega Drop'],
  high: ['Big Saver', 'Super Deal', 'Top Discount', 'Smart Buy'],
  medium: ['Good Deal', 'Value Pick', 'Sweet Offer', 'Fair Bargain'],
  low: ['Little Extra', 'Easy Saving', 'Bonus Price', 'Daily Deal'],
} as const;

/** Wishlist messages: here, without zod, because the heart sits on every product card. */
export const WISHLIST_MESSAGES = {
  added: 'Product added to wishlist',
  removed: 'Product removed from wishlist',
  /** The wishlist call failed. */
  error: 'Error updating wishlist',
  loginRequired: 'Please login to add items to wishlist',
} as const;
