import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf, sendPage } from '../../lib/contract.ts';
import { REPORTS_PUBLIC_CHANGES } from '../../lib/memo.ts';
import * as service from './service.ts';

/**
 * Admin products: the list, figures, detail and moderation (status changes) (rows in
 * packages/shared/src/contract/admin.ts). Every route requires the admin session.
 */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: someone not signed in as admin learns nothing, not even which inputs are wrong.
  app.addHook('onRequest', async (request) => {
    await request.requireAdmin();
  });

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
    // The service reports the product it changed (decision 029).
    { config: REPORTS_PUBLIC_CHANGES, schema: schemaOf('PATCH /api/admin/products/updateStatus/:id') },
    async (request) =>
      service.updateProductStatus(
        app.db,
        { id: await request.requireAdmin(), ip: request.ip },
        request.params.id,
        request.body.status,
      ),
  );
};
