import { eq } from 'drizzle-orm';
import { mailOutbox, subscriptions } from '../../src/db/schema/index.ts';
import { createOrderFixture } from '../fixtures/orders.ts';
import { subscribeNewsletter, unsubscribeUrl } from '../../src/modules/subscriptions/service.ts';
import { listSteps, PRODUCT_KEYS, sellerProducts, type Walk } from './walk.ts';

const PUBLIC_URL = 'http://shop.test';

/** The storefront calls of the contract walk (contract.int.test.ts), with the buyer's wishlist and reviews. */
export const storefrontWalk: Walk = {
  async setup(w) {
    const db = w.db.db;
    const [product, reviewed] = await sellerProducts(
      w,
      'Smartphones',
      { name: 'Pixel Nine', offerPercentage: 10 },
      { name: 'Pixel Nine Pro' },
    );
    w.ids.category = 'Smartphones';
    w.ids.product = product.id;
    w.ids.reviewed = reviewed.id;
    // The buyer received `reviewed`, so may review it.
    await createOrderFixture(db, { userId: w.buyerId, items: [{ product: reviewed, status: 'Delivered' }] });

    // A pending newsletter subscription (its token from the confirmation mail) and a confirmed one to end.
    await subscribeNewsletter(db, 'confirm-me@example.in', PUBLIC_URL);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'confirm-me@example.in'));
    w.ids.token = /confirm\?token=([\w-]+)/.exec(mail!.text)![1]!;
    await subscribeNewsletter(db, 'leave-me@example.in', PUBLIC_URL);
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.email, 'leave-me@example.in'));
    const link = new URL(unsubscribeUrl(PUBLIC_URL, sub!));
    w.ids.subscription = sub!.id;
    w.ids.unsubscribeKey = link.searchParams.get('key')!;
  },
  steps: [
    { call: 'GET /api/categories/6', shape: 'list' },
    { call: 'GET /api/categories/all', shape: 'list' },
    { call: 'GET /api/banner-carousels', shape: 'list' },
    { call: 'GET /api/product-carousels', shape: 'list' },
    {
      call: 'GET /api/user/products',
      query: (w) => ({ page: 1, limit: 12, category: w.ids.category! }),
      shape: ['products', 'page', 'limit', 'total'],
    },
    { call: 'GET /api/user/products', shape: ['products'], note: 'no query' },
    {
      call: 'GET /api/user/products/relatedproducts/:category',
      params: (w) => ({ category: w.ids.category! }),
      query: (w) => ({ exclude: w.ids.product! }),
      shape: ['products'],
    },
    {
      call: 'GET /api/user/products/:id',
      params: (w) => ({ id: w.ids.product! }),
      shape: [...PRODUCT_KEYS, 'reviews', 'averageRating', 'sellerId'],
    },
    { call: 'GET /api/user/products/:id', params: { id: 'abc' }, status: 404, note: 'a malformed id' },
    { call: 'GET /api/user/products/search', query: { query: 'pixel' }, shape: 'list' },
    { call: 'GET /api/user/products/search', query: { query: 'p' }, shape: 'list', note: 'too short: empty' },
    {
      call: 'GET /api/user/products/facets',
      query: (w) => ({ category: w.ids.category!, minPrice: 1, inStock: 1 }),
      shape: ['total', 'brands', 'price', 'ratings', 'offers', 'inStock'],
    },
    {
      call: 'GET /api/user/products/facets',
      query: { minRating: 9 },
      status: 400,
      note: 'a bad filter value',
    },
    { call: 'GET /api/user/sellers', shape: ['sellers'] },
    {
      call: 'GET /api/user/sellers/:id',
      params: (w) => ({ id: w.sellerId }),
      shape: ['seller', 'averageRating', 'totalSales'],
    },
    {
      call: 'POST /api/contact',
      body: {
        name: 'Asha Verma',
        email: 'asha@example.in',
        subject: 'Order help',
        message: 'Where is my parcel, please?',
      },
      shape: ['message'],
    },
    { call: 'POST /api/newsletter', body: { email: 'news@example.in' }, shape: ['message'] },
    {
      call: 'POST /api/user/sellers/:id/notify',
      params: (w) => ({ id: w.sellerId }),
      body: { email: 'notify@example.in' },
      shape: ['message'],
    },
    { call: 'GET /api/newsletter/confirm', query: (w) => ({ token: w.ids.token! }), shape: ['message'] },
    {
      call: 'GET /api/newsletter/unsubscribe',
      query: (w) => ({ id: w.ids.subscription!, key: w.ids.unsubscribeKey! }),
      shape: ['message'],
    },
    { call: 'GET /api/health', shape: ['status', 'database'] },
    {
      call: 'POST /api/user/wishlist/:productId',
      as: 'buyer',
      params: (w) => ({ productId: w.ids.product! }),
      shape: ['message'],
    },
    { call: 'GET /api/user/wishlist', as: 'buyer', shape: ['products'] },
    { call: 'GET /api/user/wishlist/wishlistproducts', as: 'buyer', shape: ['wishlist'] },
    { call: 'GET /api/user/wishlist', status: 401, note: 'signed out' },
    {
      call: 'POST /api/user/products/:productId/review',
      as: 'buyer',
      params: (w) => ({ productId: w.ids.reviewed! }),
      body: { rating: 4, content: 'Bright screen, good battery.' },
      shape: ['message', 'review'],
      save: (a, w) => {
        w.ids.review = (a as { review: { id: number } }).review.id;
      },
    },
    {
      call: 'POST /api/user/products/:productId/review',
      as: 'buyer',
      params: (w) => ({ productId: w.ids.reviewed! }),
      body: { rating: 4, content: 'Second time.' },
      status: 409,
      note: 'once per product',
    },
    {
      call: 'GET /api/user/products/:id',
      params: (w) => ({ id: w.ids.reviewed! }),
      shape: ['id', 'reviews'],
      note: 'with its review',
      save: (a) => {
        const reviews = (a as { reviews: { user: { name: string } }[] }).reviews;
        if (reviews.length !== 1 || !reviews[0]!.user.name)
          throw new Error('the review is not on the product');
      },
    },
    ...listSteps('GET /api/user/products/review/reviews', 'buyer', { page: 1, limit: 1 }, 'paged'),
    {
      call: 'PATCH /api/user/products/review/:reviewId',
      as: 'buyer',
      params: (w) => ({ reviewId: w.ids.review! }),
      body: { rating: 5, content: 'Even better after an update.' },
      shape: ['message', 'review'],
    },
    {
      call: 'DELETE /api/user/products/review/:reviewId',
      as: 'buyer',
      params: (w) => ({ reviewId: w.ids.review! }),
      shape: ['message'],
    },
  ],
};
