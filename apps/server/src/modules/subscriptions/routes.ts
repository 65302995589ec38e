import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseId } from '@electrohub/shared/ids';
import { schemaOf } from '../../lib/contract.ts';
import { AppError } from '../../lib/errors.ts';
import * as service from './service.ts';

const limit = { rateLimit: { max: 5, timeWindow: '1 minute' } };

/** Newsletter (footer box) and 'Notify Me When Products Are Added' (seller page), both double opt-in. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter',
    {
      config: limit,
      schema: schemaOf('POST /api/newsletter'),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.subscribeNewsletter(app.db, request.body.email, app.config.PUBLIC_URL)),
  );

  app.post(
    '/api/user/sellers/:id/notify',
    {
      config: limit,
      schema: schemaOf('POST /api/user/sellers/:id/notify'),
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      if (id === null) throw new AppError('SellerNotFound', 'Seller not found', 404);
      return reply
        .status(201)
        .send(await service.subscribeSellerProducts(app.db, id, request.body.email, app.config.PUBLIC_URL));
    },
  );

  // The link in the confirmation mail. A browser is sent to the home page, which shows the outcome.
  app.get(
    '/api/newsletter/confirm',
    { schema: schemaOf('GET /api/newsletter/confirm') },
    async (request, reply) => {
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      try {
        const answer = await service.confirmSubscription(app.db, request.query.token);
        return wantsHtml ? reply.redirect('/?subscription=confirmed', 303) : answer;
      } catch (err) {
        if (wantsHtml && err instanceof AppError) return reply.redirect('/?subscription=invalid', 303);
        throw err;
      }
    },
  );
  // The link at the foot of every alert mail. A browser is sent to the home page, which shows the outcome.
  app.get(
    '/api/newsletter/unsubscribe',
    { schema: schemaOf('GET /api/newsletter/unsubscribe') },
    async (request, reply) => {
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      try {
        const answer = await service.unsubscribe(app.db, request.query.id, request.query.key);
        return wantsHtml ? reply.redirect('/?subscription=unsubscribed', 303) : answer;
      } catch (err) {
        if (wantsHtml && err instanceof AppError)
          return reply.redirect('/?subscription=invalid-unsubscribe', 303);
        throw err;
      }
    },
  );
};
