import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const dependencyState = z.enum(['up', 'down', 'reconnecting']);
const healthAnswer = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.enum(['up', 'down']),
  /** Dependencies the app runs without for a while (present when configured): `redis`, `chat`. */
  checks: z.object({ redis: dependencyState.optional(), chat: dependencyState.optional() }).optional(),
});

/**
 * `/api/health`: 503 with the database unreachable; 200 otherwise. A dependency the app works around (Redis for
 * rate limits, the chat's LISTEN connection while it reconnects) makes it `degraded` but still 200: taking the
 * process out of rotation would not bring it back and would stop the whole shop (decision 022).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], response: { 200: healthAnswer, 503: healthAnswer } } },
    async (request, reply) => {
      const checks = app.dependencies.report();
      const extra = checks ? { checks } : {};
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable', database: 'down', ...extra });
      }
      const degraded = Object.values(checks ?? {}).some((state) => state !== 'up');
      return { status: degraded ? ('degraded' as const) : ('ok' as const), database: 'up' as const, ...extra };
    },
  );
};
