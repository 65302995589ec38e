import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_RATE_LIMIT_PER_MINUTE } from '@electrohub/shared/contact';
import { schemaOf, sendPage } from '../../lib/contract.ts';
import * as service from './service.ts';

/**
 * `POST /api/contact`: the contact page and the seller support form (userType 'Seller');
 * the admin Message Center reads and deletes them.
 */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: { rateLimit: { max: CONTACT_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: schemaOf('POST /api/contact'),
    },
    async (request, reply) => reply.status(201).send(await service.sendContactMessage(app.db, request.body)),
  );

  app.get('/api/admin/messages', { schema: schemaOf('GET /api/admin/messages') }, async (request, reply) => {
    await request.requireAdmin();
    return sendPage(request, reply, await service.listMessages(app.db, request.query));
  });

  app.get(
    '/api/admin/messages/counts',
    { schema: schemaOf('GET /api/admin/messages/counts') },
    async (request) => {
      await request.requireAdmin();
      return service.messageCounts(app.db);
    },
  );

  app.delete(
    '/api/admin/messages/:id',
    { schema: schemaOf('DELETE /api/admin/messages/:id') },
    async (request) => {
      const adminId = await request.requireAdmin();
      return service.deleteMessage(app.db, { adminId, ip: request.ip }, request.params.id);
    },
  );
};
