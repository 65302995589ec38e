import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageAnswer, productIdParams } from '@electrohub/shared/cart';
import { REVIEW_MESSAGES, myReviewsAnswer, reviewChangeAnswer, reviewIdParams, reviewInput } from '@electrohub/shared/reviews';
import { createReview, deleteReview, editReview, myReviews } from './service.ts';

/** The buyer's reviews (spec 2 §7). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/products/review/reviews',
    { schema: { tags: ['reviews'], summary: "The buyer's own reviews", response: { 200: myReviewsAnswer } } },
    async (request) => {
      const userId = await request.requireUser();
      return { reviews: await myReviews(app.db, userId) };
    },
  );

  app.post(
    '/api/user/products/:productId/review',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review a product received (Delivered or Returned), once',
        params: productIdParams,
        body: reviewInput,
        response: { 201: reviewChangeAnswer },
      },
    },
    async (request, reply) => {
      const userId = await request.requireUser();
      const review = await createReview(app.db, userId, request.params.productId, request.body, app.clock.now());
      return reply.status(201).send({ message: REVIEW_MESSAGES.added, review });
    },
  );

  app.patch(
    '/api/user/products/review/:reviewId',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Edit an own review',
        params: reviewIdParams,
        body: reviewInput,
        response: { 200: reviewChangeAnswer },
      },
    },
    async (request) => {
      const userId = await request.requireUser();
      const review = await editReview(app.db, userId, request.params.reviewId, request.body, app.clock.now());
      return { message: REVIEW_MESSAGES.updated, review };
    },
  );

  app.delete(
    '/api/user/products/review/:reviewId',
    { schema: { tags: ['reviews'], summary: 'Delete an own review', params: reviewIdParams, response: { 200: messageAnswer } } },
    async (request) => {
      const userId = await request.requireUser();
      await deleteReview(app.db, userId, request.params.reviewId);
      return { message: REVIEW_MESSAGES.deleted };
    },
  );
};
