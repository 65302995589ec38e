import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthAnswerSchema } from '@electrohub/shared/health';
import { schemaOf } from '../../lib/contract.ts';

/** `/api/health`: 200 with the database reachable, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = schemaOf('GET /api/health');
  // The 503 carries the health body (what a probe reads), not the error body of other failures.
  schema.response[503] = healthAnswerSchema;
  app.get('/api/health', { schema }, async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'up' as const };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: 'down' });
    }
  });
};
