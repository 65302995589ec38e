import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVIEW_MESSAGES } from '@electrohub/shared/reviews';
import { schemaOf, sendPage } from '../../lib/contract.ts';
import { REPORTS_PUBLIC_CHANGES } from '../../lib/memo.ts';
import { createReview, deleteReview, editReview, myReviews } from './service.ts';

/** The buyer's reviews. Writes report the product they changed (service; decision 029). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/products/review/reviews',
    { schema: schemaOf('GET /api/user/products/review/reviews') },
    async (request, reply) => {
      const userId = await request.requireUser();
      return sendPage(request, reply, await myReviews(app.db, userId, request.query));
    },
  );

  app.post(
    '/api/user/products/:productId/review',
    { config: REPORTS_PUBLIC_CHANGES, schema: schemaOf('POST /api/user/products/:productId/review') },
    async (request, reply) => {
      const userId = await request.requireUser();
      const review = await createReview(
        app.db,
        userId,
        request.params.productId,
        request.body,
        app.clock.now(),
      );
      return reply.status(201).send({ message: REVIEW_MESSAGES.added, review });
    },
  );

  app.patch(
    '/api/user/products/review/:reviewId',
    { config: REPORTS_PUBLIC_CHANGES, schema: schemaOf('PATCH /api/user/products/review/:reviewId') },
    async (request) => {
      const userId = await request.requireUser();
      const review = await editReview(app.db, userId, request.params.reviewId, request.body, app.clock.now());
      return { message: REVIEW_MESSAGES.updated, review };
    },
  );

  app.delete(
    '/api/user/products/review/:reviewId',
    { config: REPORTS_PUBLIC_CHANGES, schema: schemaOf('DELETE /api/user/products/review/:reviewId') },
    async (request) => {
      const userId = await request.requireUser();
      await deleteReview(app.db, userId, request.params.reviewId);
      return { message: REVIEW_MESSAGES.deleted };
    },
  );
};
