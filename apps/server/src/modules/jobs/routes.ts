import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf, sendPage } from '../../lib/contract.ts';
import { listDeadJobs, retryDeadJob } from './service.ts';

/** The admin's view of background work that failed (docs/decisions/027-background-jobs.md). Admins only. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The session is checked before the input: without it nothing, not even a validation message, is answered.
  app.addHook('onRequest', async (request) => {
    await request.requireAdmin();
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/api/admin/jobs', { schema: schemaOf('GET /api/admin/jobs') }, async (request, reply) => {
    await request.requireAdmin();
    return sendPage(request, reply, await listDeadJobs(app.db, app.jobs, request.query));
  });

  app.post(
    '/api/admin/jobs/:id/retry',
    { schema: schemaOf('POST /api/admin/jobs/:id/retry') },
    async (request) => {
      await request.requireAdmin();
      return retryDeadJob(app.db, app.jobs, request.params.id);
    },
  );
};
