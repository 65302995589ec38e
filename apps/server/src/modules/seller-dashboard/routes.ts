import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract.ts';
import * as service from './service.ts';

/** Seller dashboard figures: the signed-in seller's own items only. */
export const sellerDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/seller/profilestatistics',
    { schema: schemaOf('GET /api/seller/profilestatistics') },
    async (request) => service.profileStatistics(app.db, await request.requireSeller()),
  );

  app.get(
    '/api/seller/salesstatistics',
    { schema: schemaOf('GET /api/seller/salesstatistics') },
    async (request) =>
      service.salesStatistics(app.db, await request.requireSeller(), app.config.STORE_TIMEZONE),
  );
};
