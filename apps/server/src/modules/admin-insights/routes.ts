import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf, sendNextLink } from '../../lib/contract.ts';
import * as service from './service.ts';

/**
 * Admin dashboard (sales, top selling) and orders (rows in packages/shared/src/contract/admin.ts). Every
 * route requires the admin session.
 */
export const adminInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: someone not signed in as admin learns nothing, not even which inputs are wrong.
  app.addHook('onRequest', async (request) => {
    await request.requireAdmin();
  });

  app.get('/api/admin/sales', { schema: schemaOf('GET /api/admin/sales') }, async () =>
    service.sales(app.db, app.config.STORE_TIMEZONE),
  );

  app.get(
    '/api/admin/products/topselling/:count',
    { schema: schemaOf('GET /api/admin/products/topselling/:count') },
    async (request) => service.topSelling(app.db, request.params.count),
  );

  app.get('/api/admin/orders', { schema: schemaOf('GET /api/admin/orders') }, async (request, reply) => {
    const answer = await service.listOrders(app.db, request.query);
    sendNextLink(request, reply, answer.nextCursor, answer.limit);
    return answer;
  });

  app.get('/api/admin/orders/:id', { schema: schemaOf('GET /api/admin/orders/:id') }, async (request) =>
    service.getOrder(app.db, request.params.id),
  );
};
