import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminOrderDetailSchema,
  adminOrdersQuerySchema,
  adminOrdersSchema,
  adminProductAnswerSchema,
  adminProductsQuerySchema,
  adminProductsSchema,
  adminProductStatsSchema,
  adminProductStatusAnswerSchema,
  adminProductStatusSchema,
  adminSalesSchema,
  categoryProductCountSchema,
  topSellingParamsSchema,
  topSellingSchema,
} from '@electrohub/shared/admin-insights';
import * as service from './service.ts';

const tags = ['admin'];

/** Admin dashboard, products and orders (spec 3 §2, §7). Every route requires the admin session. */
export const adminInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: someone not signed in as admin learns nothing, not even which inputs are wrong.
  app.addHook('onRequest', async (request) => {
    await request.requireAdmin();
  });

  app.get(
    '/api/admin/sales',
    {
      schema: {
        tags,
        summary:
          'Counted orders and rupees, this month, sellers, buyers and the last 7 days (STORE_TIMEZONE)',
        response: { 200: adminSalesSchema },
      },
    },
    async () => service.sales(app.db, app.config.STORE_TIMEZONE),
  );

  app.get(
    '/api/admin/cms/categories/productCount',
    {
      schema: {
        tags,
        summary: 'Every category with its products (Discontinued left out), most first',
        response: { 200: categoryProductCountSchema },
      },
    },
    async () => service.categoryProductCount(app.db),
  );

  app.get(
    '/api/admin/products/topselling/:count',
    {
      schema: {
        tags,
        summary: 'The products with the most counted order items (the dashboard asks for 5)',
        params: topSellingParamsSchema,
        response: { 200: topSellingSchema },
      },
    },
    async (request) => service.topSelling(app.db, request.params.count),
  );

  app.get(
    '/api/admin/products/productStats',
    {
      schema: {
        tags,
        summary: 'Products in stock, out of stock, discontinued; categories with their products',
        response: { 200: adminProductStatsSchema },
      },
    },
    async () => service.productStats(app.db),
  );

  app.get(
    '/api/admin/products',
    {
      schema: {
        tags,
        summary: 'Products of any status by id, paged; filter by category, search by name',
        querystring: adminProductsQuerySchema,
        response: { 200: adminProductsSchema },
      },
    },
    async (request) => service.listProducts(app.db, request.query),
  );

  app.get(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'One product of any status with seller, reviews and counted sales',
        params: adminIdParamsSchema,
        response: { 200: adminProductAnswerSchema },
      },
    },
    async (request) => ({ product: await service.getProduct(app.db, request.params.id) }),
  );

  app.patch(
    '/api/admin/products/updateStatus/:id',
    {
      schema: {
        tags,
        summary:
          'Set Active, Inactive or OutOfStock (409 for a Discontinued product or Active without stock)',
        params: adminIdParamsSchema,
        body: adminProductStatusSchema,
        response: { 200: adminProductStatusAnswerSchema },
      },
    },
    async (request) =>
      service.updateProductStatus(
        app.db,
        { id: await request.requireAdmin(), ip: request.ip },
        request.params.id,
        request.body.status,
      ),
  );

  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        summary: 'Paid order items newest first, paged; filter by status, search product or customer name',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersSchema },
      },
    },
    async (request) => service.listOrders(app.db, request.query),
  );

  app.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags,
        summary: 'One paid order item with product, seller figures, shipping details and status history',
        params: adminIdParamsSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) => service.getOrder(app.db, request.params.id),
  );
};
