import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_RATE_LIMIT_PER_MINUTE, contactMessageSchema, messageAnswerSchema } from '@electrohub/shared/contact';
import * as service from './service.ts';

/** `POST /api/contact`: the contact page and the seller support form (userType 'Seller'). */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: { rateLimit: { max: CONTACT_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the ElectroHub team',
        body: contactMessageSchema,
        response: { 201: messageAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.sendContactMessage(app.db, request.body)),
  );
};
