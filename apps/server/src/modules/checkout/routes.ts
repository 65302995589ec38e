import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeOrderAnswer, placeOrderRequest, verifyPaymentAnswer, verifyPaymentRequest } from '@electrohub/shared/checkout';
import { placeOrder, verifyPayment } from './service.ts';

/** Checkout (spec 2 §7; DECISIONS.md 'Money, stock, checkout'). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/orders/place-order',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Reserve the stock of a draft for 15 minutes and open the card payment',
        body: placeOrderRequest,
        response: { 200: placeOrderAnswer },
      },
    },
    async (request) => {
      const userId = await request.requireUser();
      return placeOrder({ db: app.db, gateway: app.payments.gateway, now: app.clock.now(), log: request.log }, userId, request.body);
    },
  );

  app.post(
    '/api/user/orders/verify-payment',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Verify the payment signature and confirm the order (idempotent)',
        body: verifyPaymentRequest,
        response: { 200: verifyPaymentAnswer },
      },
    },
    async (request) => {
      const userId = await request.requireUser();
      const { order } = await verifyPayment({ db: app.db, gateway: app.payments.gateway, now: app.clock.now() }, userId, request.body);
      return { success: true as const, order };
    },
  );
};
