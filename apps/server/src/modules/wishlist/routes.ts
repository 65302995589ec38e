import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract.ts';
import { KEEPS_PUBLIC_ANSWERS } from '../../lib/memo.ts';
import { listWishlist, toggleWishlist, wishlistProductIds } from './service.ts';

/** The buyer's wishlist. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user/wishlist', { schema: schemaOf('GET /api/user/wishlist') }, async (request) => {
    const userId = await request.requireUser();
    return { products: await listWishlist(app.db, userId) };
  });

  app.get(
    '/api/user/wishlist/wishlistproducts',
    { schema: schemaOf('GET /api/user/wishlist/wishlistproducts') },
    async (request) => {
      const userId = await request.requireUser();
      return { wishlist: await wishlistProductIds(app.db, userId) };
    },
  );

  app.post(
    '/api/user/wishlist/:productId',
    { config: KEEPS_PUBLIC_ANSWERS, schema: schemaOf('POST /api/user/wishlist/:productId') },
    async (request) => {
      const userId = await request.requireUser();
      return toggleWishlist(app.db, userId, request.params.productId, app.clock.now());
    },
  );
};
