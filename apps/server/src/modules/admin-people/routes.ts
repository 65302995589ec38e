import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBuyerDetailSchema,
  adminBuyersAnswerSchema,
  adminPeopleListQuerySchema,
  adminPersonIdPathSchema,
  adminSellerDetailSchema,
  adminSellersAnswerSchema,
  adminsAnswerSchema,
  adminTopSellersAnswerSchema,
} from '@electrohub/shared/admin-people';
import * as service from './service.ts';

/**
 * Admin user management (spec 3 §2, §7): sellers, buyers and admins. Every route requires the admin session
 * (401 NoAdminTokenProvided otherwise, whatever buyer or seller session the browser also holds).
 */
export const adminPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation too: a stranger learns nothing about the parameters (401 rather than 400). The handlers
  // ask again; the session lookup is cached per request.
  app.addHook('onRequest', async (request) => {
    await request.requireAdmin();
  });

  app.get(
    '/api/admin/sellers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sellers, newest first, paged, optionally searched by name or e-mail',
        querystring: adminPeopleListQuerySchema,
        response: { 200: adminSellersAnswerSchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return service.listSellers(app.db, request.query);
    },
  );

  app.get(
    '/api/admin/sellers/topsellers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sellers ranked by units sold in the last 90 days, then product count',
        querystring: adminPeopleListQuerySchema,
        response: { 200: adminTopSellersAnswerSchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return service.listTopSellers(app.db, request.query);
    },
  );

  app.get(
    '/api/admin/sellers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One seller with figures, products and order items',
        params: adminPersonIdPathSchema,
        response: { 200: adminSellerDetailSchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return service.getSeller(app.db, request.params.id);
    },
  );

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Buyers, newest first, paged, optionally searched by name or e-mail',
        querystring: adminPeopleListQuerySchema,
        response: { 200: adminBuyersAnswerSchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return service.listBuyers(app.db, request.query);
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One buyer with reviews, orders, items, transactions and figures',
        params: adminPersonIdPathSchema,
        response: { 200: adminBuyerDetailSchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return service.getBuyer(app.db, request.params.id);
    },
  );

  app.get(
    '/api/admin/admins',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every admin (id, name, email, createdAt)',
        response: { 200: adminsAnswerSchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return service.listAdmins(app.db);
    },
  );
};
