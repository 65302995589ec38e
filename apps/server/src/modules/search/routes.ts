import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchAnswerSchema, searchQuerySchema } from '@electrohub/shared/catalog';
import * as service from './service.ts';

/** `GET /api/user/products/search`: the header dropdown (limit 5) and the /search page (paged, sortable). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/products/search',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Typo-tolerant ranked product search',
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return {
        products: await service.search(app.db, request.query, app.config.CATALOG_CACHE_SECONDS * 1000),
        page,
        limit,
      };
    },
  );
};
