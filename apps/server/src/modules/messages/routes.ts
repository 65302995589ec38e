import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMessageListSchema,
  cmsDeletedSchema,
  cmsIdPathSchema,
  messageListQuerySchema,
} from '@electrohub/shared/admin-cms';
import { CONTACT_RATE_LIMIT_PER_MINUTE } from '@electrohub/shared/contact';
import { schemaOf } from '../../lib/contract.ts';
import * as service from './service.ts';

/**
 * `POST /api/contact`: the contact page and the seller support form (userType 'Seller');
 * the admin Message Center reads and deletes them (spec 3 §2 'Messages', §7).
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

  app.get(
    '/api/admin/messages',
    {
      schema: {
        tags: ['admin-messages'],
        summary:
          'Message Center: search subject or text, filter by sender, sort by date (paged), with counters',
        querystring: messageListQuerySchema,
        response: { 200: adminMessageListSchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return service.listMessages(app.db, request.query);
    },
  );

  app.delete(
    '/api/admin/messages/:id',
    {
      schema: {
        tags: ['admin-messages'],
        summary: 'Delete a message',
        params: cmsIdPathSchema,
        response: { 200: cmsDeletedSchema },
      },
    },
    async (request) => {
      const adminId = await request.requireAdmin();
      return service.deleteMessage(app.db, { adminId, ip: request.ip }, request.params.id);
    },
  );
};
