import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf, sendPage } from '../../lib/contract.ts';
import * as service from './service.ts';

/** Admin payments and sales reports (docs/product.md#admin-area). Every route requires the admin session. */
export const adminFinanceRoutes: FastifyPluginAsyncZod = async (app) => {
  // The session is checked before the input: without it nothing, not even a validation message, is answered.
  app.addHook('onRequest', async (request) => {
    await request.requireAdmin();
  });
  // Money and security data: never kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/api/admin/payments', { schema: schemaOf('GET /api/admin/payments') }, async (request, reply) => {
    await request.requireAdmin();
    return sendPage(request, reply, await service.listPayments(app.db, request.query));
  });

  app.get('/api/admin/payments/:id', { schema: schemaOf('GET /api/admin/payments/:id') }, async (request) => {
    await request.requireAdmin();
    return service.getPayment(app.db, request.params.id);
  });

  app.get(
    '/api/admin/reports/sales',
    { schema: schemaOf('GET /api/admin/reports/sales') },
    async (request) => {
      await request.requireAdmin();
      return service.salesReport(app.db, request.query, app.config.STORE_TIMEZONE);
    },
  );

  app.get(
    '/api/admin/reports/sales.csv',
    { schema: schemaOf('GET /api/admin/reports/sales.csv') },
    async (request, reply) => {
      await request.requireAdmin();
      const csv = await service.salesCsv(app.db, request.query, app.config.STORE_TIMEZONE);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${csv.filename}"`)
        .send(csv.body);
    },
  );
};
