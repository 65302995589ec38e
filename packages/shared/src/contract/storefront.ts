import {
  bannerListSchema,
  categoryListSchema,
  facetsAnswerSchema,
  facetsQuerySchema,
  featuredListSchema,
  pathIdParamsSchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  productsAnswerSchema,
  publicSellerAnswerSchema,
  relatedParamsSchema,
  relatedQuerySchema,
  searchAnswerSchema,
  searchQuerySchema,
  sellerListQuerySchema,
  sellerListSchema,
  sellerProductsQuerySchema,
} from '../catalog.ts';
import { messageAnswer, productIdParams } from '../cart.ts';
import {
  confirmSubscriptionQuerySchema,
  contactMessageSchema,
  messageAnswerSchema,
  subscribeSchema,
  unsubscribeQuerySchema,
} from '../contact.ts';
import { healthAnswerSchema } from '../health.ts';
import { myReviewsAnswer, reviewChangeAnswer, reviewIdParams, reviewInput } from '../reviews.ts';
import { wishlistAnswer, wishlistIdsAnswer, wishlistToggleAnswer } from '../wishlist.ts';
import { keysetPageQuerySchema } from './list-query.ts';
import { defineCalls } from './types.ts';

/**
 * The storefront calls, the buyer's wishlist and reviews, and the public extras beside
 * them: newsletter and notify-me subscriptions, the contact form and the health check (see index.ts).
 */
export const storefrontCalls = defineCalls({
  'GET /api/categories/6': {
    tag: 'catalog',
    summary: 'The first six categories (header menu, footer)',
    auth: 'public',
    status: 200,
    answer: categoryListSchema,
  },
  'GET /api/categories/all': {
    tag: 'catalog',
    summary: 'Every category (home chips, category page)',
    auth: 'public',
    status: 200,
    answer: categoryListSchema,
  },
  'GET /api/banner-carousels': {
    tag: 'catalog',
    summary: 'Active home banners in order',
    auth: 'public',
    status: 200,
    answer: bannerListSchema,
  },
  'GET /api/product-carousels': {
    tag: 'catalog',
    summary: 'Active featured-product carousel items',
    auth: 'public',
    status: 200,
    answer: featuredListSchema,
  },
  // An object with the key `products` (docs/decisions/025-storefront-answers.md); it keeps its paging
  // fields beside `products`.
  'GET /api/user/products': {
    tag: 'catalog',
    summary:
      'A page of public products (category, filters: brand, price, rating, offer, in stock; sort); X-Total-Count counts the filtered list',
    auth: 'public',
    query: productListQuerySchema,
    status: 200,
    answer: productListSchema,
  },
  'GET /api/user/products/relatedproducts/:category': {
    tag: 'catalog',
    summary:
      'The public products of a category under `products`, paged; with ?exclude={id} up to 8 without that one',
    auth: 'public',
    params: relatedParamsSchema,
    query: relatedQuerySchema,
    status: 200,
    answer: productsAnswerSchema,
    paged: true,
  },
  'GET /api/user/products/:id': {
    tag: 'catalog',
    summary: 'A public product with specifications, seller and reviews (the bare product)',
    auth: 'public',
    params: pathIdParamsSchema,
    status: 200,
    answer: productDetailSchema,
  },
  // A bare list with no count: search ranks typo-tolerant tiers, so it has no exact total to put in
  // X-Total-Count; `?page=&limit=` page it (a page shorter than `limit` is the last). The default page is the
  // header dropdown's 5.
  'GET /api/user/products/search': {
    tag: 'catalog',
    summary: 'Typo-tolerant ranked product search (a bare list; ?page&limit, default 5; the listing filters)',
    auth: 'public',
    query: searchQuerySchema,
    status: 200,
    answer: searchAnswerSchema,
  },
  // The filter panel's counts (docs/decisions/041-catalog-filters.md): an object, each group counted as if its
  // own choice were that option with every other filter kept.
  'GET /api/user/products/facets': {
    tag: 'catalog',
    summary:
      'Filter counts of a category, a search or the listing: brands, price range, ratings, offers, in stock',
    auth: 'public',
    query: facetsQuerySchema,
    status: 200,
    answer: facetsAnswerSchema,
  },
  'GET /api/user/sellers': {
    tag: 'catalog',
    summary: 'Top sellers: units sold in the last 90 days, then product count',
    auth: 'public',
    query: sellerListQuerySchema,
    status: 200,
    answer: sellerListSchema,
  },
  'GET /api/user/sellers/:id': {
    tag: 'catalog',
    summary:
      "A seller's public page: profile, statistics and every public product (?page&limit to page them)",
    auth: 'public',
    params: pathIdParamsSchema,
    query: sellerProductsQuerySchema,
    status: 200,
    answer: publicSellerAnswerSchema,
  },
  'POST /api/contact': {
    tag: 'contact',
    summary: 'Send a message to the ElectroHub team',
    auth: 'public',
    body: contactMessageSchema,
    status: 201,
    answer: messageAnswerSchema,
  },
  'POST /api/newsletter': {
    tag: 'subscriptions',
    summary: 'Subscribe to the newsletter (a confirmation mail follows)',
    auth: 'public',
    body: subscribeSchema,
    status: 201,
    answer: messageAnswerSchema,
  },
  'POST /api/user/sellers/:id/notify': {
    tag: 'subscriptions',
    summary: 'Ask to be e-mailed when a seller adds products (a confirmation mail follows)',
    auth: 'public',
    params: pathIdParamsSchema,
    body: subscribeSchema,
    status: 201,
    answer: messageAnswerSchema,
  },
  // The mailed links: a browser (Accept: text/html) is sent to the home page with the outcome instead (303).
  'GET /api/newsletter/confirm': {
    tag: 'subscriptions',
    summary: 'Confirm a subscription from the mailed link',
    auth: 'public',
    query: confirmSubscriptionQuerySchema,
    status: 200,
    answer: messageAnswerSchema,
    redirect: {
      status: 303,
      description: 'A browser (Accept: text/html) is sent to the home page with the outcome',
    },
  },
  'GET /api/newsletter/unsubscribe': {
    tag: 'subscriptions',
    summary: 'End a subscription from the link in an alert mail',
    auth: 'public',
    query: unsubscribeQuerySchema,
    status: 200,
    answer: messageAnswerSchema,
    redirect: {
      status: 303,
      description: 'A browser (Accept: text/html) is sent to the home page with the outcome',
    },
  },
  'GET /api/health': {
    tag: 'system',
    summary: 'Liveness and database reachability (503 with the same body when the database is down)',
    auth: 'public',
    status: 200,
    answer: healthAnswerSchema,
    errors: [503],
  },
  // An object with the key `products`, read like the other one-word answers ('message', 'has user')
  // (docs/decisions/025-storefront-answers.md).
  'GET /api/user/wishlist': {
    tag: 'wishlist',
    summary: 'Wishlisted products that are still public, newest first',
    auth: 'buyer',
    status: 200,
    answer: wishlistAnswer,
  },
  'GET /api/user/wishlist/wishlistproducts': {
    tag: 'wishlist',
    summary: 'Ids of the wishlisted products',
    auth: 'buyer',
    status: 200,
    answer: wishlistIdsAnswer,
  },
  'POST /api/user/wishlist/:productId': {
    tag: 'wishlist',
    summary: 'Add the product to the wishlist, or remove it when it is there',
    auth: 'buyer',
    params: productIdParams,
    status: 200,
    answer: wishlistToggleAnswer,
  },
  'GET /api/user/products/review/reviews': {
    tag: 'reviews',
    summary: "The buyer's own reviews, newest first",
    auth: 'buyer',
    query: keysetPageQuerySchema,
    status: 200,
    answer: myReviewsAnswer,
    paged: true,
  },
  'POST /api/user/products/:productId/review': {
    tag: 'reviews',
    summary: 'Review a product received (Delivered or Returned), once',
    auth: 'buyer',
    params: productIdParams,
    body: reviewInput,
    status: 201,
    answer: reviewChangeAnswer,
    errors: [409],
  },
  'PATCH /api/user/products/review/:reviewId': {
    tag: 'reviews',
    summary: 'Edit an own review',
    auth: 'buyer',
    params: reviewIdParams,
    body: reviewInput,
    status: 200,
    answer: reviewChangeAnswer,
  },
  'DELETE /api/user/products/review/:reviewId': {
    tag: 'reviews',
    summary: 'Delete an own review',
    auth: 'buyer',
    params: reviewIdParams,
    status: 200,
    answer: messageAnswer,
  },
});
