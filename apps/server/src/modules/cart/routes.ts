import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KEEPS_PUBLIC_ANSWERS } from '../../lib/memo.ts';
import {
  ADD_TO_CART_QUANTITY,
  addToCartRequest,
  cartAnswer,
  cartChangeAnswer,
  cartItemIdParams,
  messageAnswer,
  productIdParams,
  updateCartRequest,
} from '@electrohub/shared/cart';
import { addToCart, listCart, removeCartItem, updateCartItem } from './service.ts';

/** The buyer's cart (spec 2 §7). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/cart',
    { schema: { tags: ['cart'], summary: 'Cart lines with their products', response: { 200: cartAnswer } } },
    async (request) => {
      const userId = await request.requireUser();
      return { products: await listCart(app.db, userId) };
    },
  );

  app.post(
    '/api/user/cart/add/:productId',
    {
      config: KEEPS_PUBLIC_ANSWERS,
      schema: {
        tags: ['cart'],
        summary: 'Add a quantity of a product (to the existing line)',
        params: productIdParams,
        body: addToCartRequest.nullish(),
        response: { 200: cartChangeAnswer },
      },
    },
    async (request) => {
      const userId = await request.requireUser();
      const quantity = request.body?.quantity ?? ADD_TO_CART_QUANTITY;
      return addToCart(app.db, userId, request.params.productId, quantity, app.clock.now());
    },
  );

  app.put(
    '/api/user/cart/update/:cartItemId',
    {
      config: KEEPS_PUBLIC_ANSWERS,
      schema: {
        tags: ['cart'],
        summary: 'Set the quantity of a cart line (1 to the stock)',
        params: cartItemIdParams,
        body: updateCartRequest,
        response: { 200: cartChangeAnswer },
      },
    },
    async (request) => {
      const userId = await request.requireUser();
      return updateCartItem(app.db, userId, request.params.cartItemId, request.body.quantity);
    },
  );

  app.delete(
    '/api/user/cart/remove/:cartItemId',
    {
      config: KEEPS_PUBLIC_ANSWERS,
      schema: { tags: ['cart'], summary: 'Remove a cart line', params: cartItemIdParams, response: { 200: messageAnswer } },
    },
    async (request) => {
      const userId = await request.requireUser();
      return removeCartItem(app.db, userId, request.params.cartItemId);
    },
  );
};
