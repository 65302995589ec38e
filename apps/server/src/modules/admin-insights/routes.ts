import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf, sendNextLink, sendPage } from '../../lib/contract.ts';
import * as service from './service.ts';

/**
 * Admin dashboard, products and orders (spec 3 §2, §7; rows in packages/shared/src/contract/admin.ts). Every
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
    '/api/admin/cms/categories/productCount',
    { schema: schemaOf('GET /api/admin/cms/categories/productCount') },
    async (request, reply) =>
      sendPage(request, reply, await service.categoryProductCount(app.db, request.query)),
  );

  app.get(
    '/api/admin/products/topselling/:count',
    { schema: schemaOf('GET /api/admin/products/topselling/:count') },
    async (request) => service.topSelling(app.db, request.params.count),
  );

  app.get(
    '/api/admin/products/productStats',
    { schema: schemaOf('GET /api/admin/products/productStats') },
    async () => service.productStats(app.db),
  );

  app.get('/api/admin/products', { schema: schemaOf('GET /api/admin/products') }, async (request, reply) =>
    sendPage(request, reply, await service.listProducts(app.db, request.query)),
  );

  app.get('/api/admin/products/:id', { schema: schemaOf('GET /api/admin/products/:id') }, async (request) =>
    service.getProduct(app.db, request.params.id),
  );

  app.patch(
    '/api/admin/products/updateStatus/:id',
    { schema: schemaOf('PATCH /api/admin/products/updateStatus/:id') },
    async (request) =>
      service.updateProductStatus(
        app.db,
        { id: await request.requireAdmin(), ip: request.ip },
        request.params.id,
        request.body.status,
      ),
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
