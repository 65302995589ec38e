import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderAnswer, orderItemIdParams, ordersAnswer, updateOrderStatusRequest } from '@electrohub/shared/orders';
import { changeStatus, getOrder, listOrders } from './service.ts';

/** The buyer's orders (spec 2 §7): list, detail, cancel and return. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/orders',
    { schema: { tags: ['orders'], summary: "The buyer's order items, newest first", response: { 200: ordersAnswer } } },
    async (request) => {
      const userId = await request.requireUser();
      return { orders: await listOrders(app.db, userId) };
    },
  );

  app.get(
    '/api/user/orders/:id',
    { schema: { tags: ['orders'], summary: 'One order item with tracking', params: orderItemIdParams, response: { 200: orderAnswer } } },
    async (request) => {
      const userId = await request.requireUser();
      return { order: await getOrder(app.db, userId, request.params.id, app.clock.now()) };
    },
  );

  app.patch(
    '/api/user/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel (OrderConfirmed, Shipped) or return (Delivered, within 30 days) an order item',
        params: orderItemIdParams,
        body: updateOrderStatusRequest,
        response: { 200: orderAnswer },
      },
    },
    async (request) => {
      const userId = await request.requireUser();
      const now = app.clock.now();
      const { refundPending } = await changeStatus(app.db, userId, request.params.id, request.body.status, now);
      if (refundPending) app.payments.kickRefunds();
      return { order: await getOrder(app.db, userId, request.params.id, now) };
    },
  );
};
