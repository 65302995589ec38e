import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract.ts';
import { REPORTS_PUBLIC_CHANGES } from '../../lib/memo.ts';
import { placeOrder, releaseUnpaidOrder, unpaidOrders, verifyPayment } from './service.ts';

/** Checkout (docs/product.md#checkout-and-payment). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/orders/place-order',
    // The stock it takes (and gives back) is reported by the service: only those products' answers are forgotten.
    { config: REPORTS_PUBLIC_CHANGES, schema: schemaOf('POST /api/user/orders/place-order') },
    async (request) =>
      // The session is checked in the checkout's first statement (decision 065); no cookie at all is a 401 at once.
      placeOrder(
        { db: app.db, gateway: app.payments.gateway, now: app.clock.now(), log: request.log },
        request.buyerSession(),
        request.body,
      ),
  );

  app.post(
    '/api/user/orders/verify-payment',
    { config: REPORTS_PUBLIC_CHANGES, schema: schemaOf('POST /api/user/orders/verify-payment') },
    async (request) => {
      // The session is checked in the confirmation's first statement (decision 069); no cookie at all is a 401 at once.
      const { order } = await verifyPayment(
        { db: app.db, gateway: app.payments.gateway, now: app.clock.now() },
        request.buyerSession(),
        request.body,
      );
      return { success: true as const, order };
    },
  );

  app.get('/api/user/orders/unpaid', { schema: schemaOf('GET /api/user/orders/unpaid') }, async (request) => {
    const userId = await request.requireUser();
    return unpaidOrders({ db: app.db, gateway: app.payments.gateway, now: app.clock.now() }, userId);
  });

  // The stock it gives back is reported by the service.
  app.delete(
    '/api/user/orders/unpaid/:orderId',
    { config: REPORTS_PUBLIC_CHANGES, schema: schemaOf('DELETE /api/user/orders/unpaid/:orderId') },
    async (request) => {
      const userId = await request.requireUser();
      return releaseUnpaidOrder(app.db, userId, request.params.orderId, app.clock.now());
    },
  );
};
