import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract.ts';
import { authContext } from '../auth/context.ts';
import { ADMIN_COOKIE } from '../auth/sessions.ts';
import * as service from './service.ts';

/** The signed-in admin's settings: profile and password (a real page where the original showed a placeholder). */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The session is checked before the input: without it nothing, not even a validation message, is answered.
  app.addHook('onRequest', async (request) => {
    await request.requireAdmin();
  });
  // Security data: never kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/api/admin/settings', { schema: schemaOf('GET /api/admin/settings') }, async (request) =>
    service.getSettings(app.db, await request.requireAdmin()),
  );

  app.patch(
    '/api/admin/settings/profile',
    { schema: schemaOf('PATCH /api/admin/settings/profile') },
    async (request) => service.updateProfile(app.db, await request.requireAdmin(), request.body, request.ip),
  );

  app.patch(
    '/api/admin/settings/password',
    { schema: schemaOf('PATCH /api/admin/settings/password') },
    async (request) =>
      service.changePassword(
        app.db,
        await request.requireAdmin(),
        request.cookies[ADMIN_COOKIE],
        request.body,
        authContext(app, request),
      ),
  );
};
