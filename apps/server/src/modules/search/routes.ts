import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract.ts';
import * as service from './service.ts';

/**
 * `GET /api/user/products/search`: the bare list of hits, for the header dropdown (default 5) and
 * the /search page (`?page=&limit=&sort=`; a page shorter than `limit` is the last).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/products/search',
    { schema: schemaOf('GET /api/user/products/search') },
    async (request) => service.search(app.db, request.query, app.config.CATALOG_CACHE_SECONDS * 1000),
  );

  /** The filter panel's counts (docs/decisions/041-catalog-filters.md). */
  app.get(
    '/api/user/products/facets',
    { schema: schemaOf('GET /api/user/products/facets') },
    async (request) => service.facets(app.db, request.query, app.config.CATALOG_CACHE_SECONDS * 1000),
  );
};
