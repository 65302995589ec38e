import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderItemIdPathSchema,
  orderStatusUpdateAnswerSchema,
  orderStatusUpdateSchema,
  sellerOrderDetailSchema,
  sellerOrdersAnswerSchema,
} from '@electrohub/shared/seller';
import * as service from './service.ts';

/** Seller order management (spec 3 §7): only the signed-in seller's paid order items. */
export const sellerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/seller/orders',
    {
      schema: {
        tags: ['seller'],
        summary: "The seller's orders with only their items",
        response: { 200: sellerOrdersAnswerSchema },
      },
    },
    async (request) => service.listOrders(app.db, await request.requireSeller()),
  );

  app.get(
    '/api/seller/orders/:id',
    {
      schema: {
        tags: ['seller'],
        summary: 'One order item (by order item id) with product, customer and status history',
        params: orderItemIdPathSchema,
        response: { 200: sellerOrderDetailSchema },
      },
    },
    async (request) => service.getOrderItem(app.db, await request.requireSeller(), request.params.id),
  );

  app.patch(
    '/api/seller/orders/:id',
    {
      schema: {
        tags: ['seller'],
        summary: 'Move an order item forward (409 InvalidStatusTransition otherwise)',
        params: orderItemIdPathSchema,
        body: orderStatusUpdateSchema,
        response: { 200: orderStatusUpdateAnswerSchema },
      },
    },
    async (request) =>
      service.updateOrderStatus(
        app.db,
        await request.requireSeller(),
        request.params.id,
        request.body.status,
      ),
  );
};
