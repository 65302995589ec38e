import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerProfileStatisticsSchema, sellerSalesStatisticsSchema } from '@electrohub/shared/seller';
import * as service from './service.ts';

/** Seller dashboard figures (spec 3 §7): the signed-in seller's own items only. */
export const sellerDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/seller/profilestatistics',
    {
      schema: {
        tags: ['seller'],
        summary: 'Order-item figures: counted items, rupees sold, returns, open items, units, delivered',
        response: { 200: sellerProfileStatisticsSchema },
      },
    },
    async (request) => service.profileStatistics(app.db, await request.requireSeller()),
  );

  app.get(
    '/api/seller/salesstatistics',
    {
      schema: {
        tags: ['seller'],
        summary: 'Sales of the last 7 days (STORE_TIMEZONE) and products per category',
        response: { 200: sellerSalesStatisticsSchema },
      },
    },
    async (request) =>
      service.salesStatistics(app.db, await request.requireSeller(), app.config.STORE_TIMEZONE),
  );
};
