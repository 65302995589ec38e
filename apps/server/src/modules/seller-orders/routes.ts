import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf, sendPage } from '../../lib/contract.ts';
import { REPORTS_PUBLIC_CHANGES } from '../../lib/memo.ts';
import * as service from './service.ts';

/** Seller order management: only the signed-in seller's paid order items. */
export const sellerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/seller/orders', { schema: schemaOf('GET /api/seller/orders') }, async (request, reply) => {
    const page = await service.listOrders(app.db, await request.requireSeller(), request.query);
    // `{ orders }` (the dashboard reads `data.orders`); the paging headers are those of a bare list.
    return { orders: sendPage(request, reply, page) };
  });

  app.get('/api/seller/orders/:id', { schema: schemaOf('GET /api/seller/orders/:id') }, async (request) =>
    service.getOrderItem(app.db, await request.requireSeller(), request.params.id),
  );

  // A cancel gives stock back: the service reports it (other moves change nothing public but sales figures,
  // which follow CATALOG_CACHE_SECONDS).
  app.patch(
    '/api/seller/orders/:id',
    { config: REPORTS_PUBLIC_CHANGES, schema: schemaOf('PATCH /api/seller/orders/:id') },
    async (request) =>
      service.updateOrderStatus(
        app.db,
        await request.requireSeller(),
        request.params.id,
        request.body.status,
      ),
  );
};
