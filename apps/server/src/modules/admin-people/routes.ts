import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf, sendPage } from '../../lib/contract.ts';
import * as service from './service.ts';

/**
 * Admin user management (rows in packages/shared/src/contract/admin.ts): sellers, buyers and
 * admins. Every route requires the admin session (401 NoAdminTokenProvided otherwise, whatever buyer or seller
 * session the browser also holds).
 */
export const adminPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation too: a stranger learns nothing about the parameters (401 rather than 400). The handlers
  // ask again; the session lookup is cached per request.
  app.addHook('onRequest', async (request) => {
    await request.requireAdmin();
  });

  app.get('/api/admin/sellers', { schema: schemaOf('GET /api/admin/sellers') }, async (request, reply) => {
    await request.requireAdmin();
    return sendPage(request, reply, await service.listSellers(app.db, request.query));
  });

  app.get(
    '/api/admin/sellers/topsellers',
    { schema: schemaOf('GET /api/admin/sellers/topsellers') },
    async (request, reply) => {
      await request.requireAdmin();
      return sendPage(request, reply, await service.listTopSellers(app.db, request.query));
    },
  );

  app.get('/api/admin/sellers/:id', { schema: schemaOf('GET /api/admin/sellers/:id') }, async (request) => {
    await request.requireAdmin();
    return service.getSeller(app.db, request.params.id);
  });

  app.get('/api/admin/users', { schema: schemaOf('GET /api/admin/users') }, async (request, reply) => {
    await request.requireAdmin();
    return sendPage(request, reply, await service.listBuyers(app.db, request.query));
  });

  app.get('/api/admin/users/:id', { schema: schemaOf('GET /api/admin/users/:id') }, async (request) => {
    await request.requireAdmin();
    return service.getBuyer(app.db, request.params.id);
  });

  app.get('/api/admin/admins', { schema: schemaOf('GET /api/admin/admins') }, async (request, reply) => {
    await request.requireAdmin();
    return sendPage(request, reply, await service.listAdmins(app.db, request.query));
  });
};
