import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KEEPS_PUBLIC_ANSWERS } from '../../lib/memo.ts';
import { productIdParams } from '@electrohub/shared/cart';
import { wishlistAnswer, wishlistIdsAnswer, wishlistToggleAnswer } from '@electrohub/shared/wishlist';
import { listWishlist, toggleWishlist, wishlistProductIds } from './service.ts';

/** The buyer's wishlist (spec 2 §7). */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/wishlist',
    { schema: { tags: ['wishlist'], summary: 'Wishlisted products', response: { 200: wishlistAnswer } } },
    async (request) => {
      const userId = await request.requireUser();
      return { products: await listWishlist(app.db, userId) };
    },
  );

  app.get(
    '/api/user/wishlist/wishlistproducts',
    { schema: { tags: ['wishlist'], summary: 'Ids of the wishlisted products', response: { 200: wishlistIdsAnswer } } },
    async (request) => {
      const userId = await request.requireUser();
      return { wishlist: await wishlistProductIds(app.db, userId) };
    },
  );

  app.post(
    '/api/user/wishlist/:productId',
    {
      config: KEEPS_PUBLIC_ANSWERS,
      schema: {
        tags: ['wishlist'],
        summary: 'Add the product to the wishlist, or remove it when it is there',
        params: productIdParams,
        response: { 200: wishlistToggleAnswer },
      },
    },
    async (request) => {
      const userId = await request.requireUser();
      return toggleWishlist(app.db, userId, request.params.productId, app.clock.now());
    },
  );
};
