import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf, sendPage } from '../../lib/contract.ts';
import * as service from './service.ts';

/** The admin's Logs page: the audit log (docs/product.md#admin-area). Requires the admin session. */
export const adminLogRoutes: FastifyPluginAsyncZod = async (app) => {
  // The session is checked before the input: without it nothing, not even a validation message, is answered.
  app.addHook('onRequest', async (request) => {
    await request.requireAdmin();
  });
  // Security data: never kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/api/admin/logs', { schema: schemaOf('GET /api/admin/logs') }, async (request, reply) => {
    await request.requireAdmin();
    return sendPage(request, reply, await service.listLogs(app.db, request.query));
  });
};
