import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KEEPS_PUBLIC_ANSWERS } from '../../lib/memo.ts';
import { ADD_TO_CART_QUANTITY } from '@electrohub/shared/cart';
import { schemaOf } from '../../lib/contract.ts';
import { addToCart, listCart, removeCartItem, updateCartItem } from './service.ts';

/**
 * The buyer's cart. Its writes (decision 061) and its read (decision 068) check the buyer's session in their own
 * statement (`request.buyerSession()`): one round trip each.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user/cart', { schema: schemaOf('GET /api/user/cart') }, async (request) => {
    return { products: await listCart(app.db, request.buyerSession()) };
  });

  app.post(
    '/api/user/cart/add/:productId',
    {
      config: KEEPS_PUBLIC_ANSWERS,
      schema: schemaOf('POST /api/user/cart/add/:productId'),
    },
    async (request) => {
      const quantity = request.body?.quantity ?? ADD_TO_CART_QUANTITY;
      return addToCart(app.db, request.buyerSession(), request.params.productId, quantity, app.clock.now());
    },
  );

  app.put(
    '/api/user/cart/update/:cartItemId',
    {
      config: KEEPS_PUBLIC_ANSWERS,
      schema: schemaOf('PUT /api/user/cart/update/:cartItemId'),
    },
    async (request) => {
      return updateCartItem(app.db, request.buyerSession(), request.params.cartItemId, request.body.quantity);
    },
  );

  app.delete(
    '/api/user/cart/remove/:cartItemId',
    {
      config: KEEPS_PUBLIC_ANSWERS,
      schema: schemaOf('DELETE /api/user/cart/remove/:cartItemId'),
    },
    async (request) => {
      return removeCartItem(app.db, request.buyerSession(), request.params.cartItemId);
    },
  );
};
