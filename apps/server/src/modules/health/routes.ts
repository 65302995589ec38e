import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthAnswerSchema } from '@electrohub/shared/health';
import { schemaOf } from '../../lib/contract.ts';
import { pingDatabase } from './repository.ts';

/**
 * The ping's own bound: a database that accepts connections but never answers makes health 503 within it
 * (a query left waiting is given up by the pool's timeouts and its connection replaced; db/timeouts.ts).
 */
export const HEALTH_PING_TIMEOUT_MS = 2_000;

async function pingWithin(ping: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/api/health`: 503 with the database unreachable; 200 otherwise. A dependency the app works around (Redis for
 * rate limits, the chat's LISTEN connection while it reconnects) makes it `degraded` but still 200: taking the
 * process out of rotation would not bring it back and would stop the whole shop (decision 022).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = schemaOf('GET /api/health');
  // The 503 carries the health body (what a probe reads), not the error body of other failures.
  schema.response[503] = healthAnswerSchema;
  app.get('/api/health', { schema }, async (request, reply) => {
    const checks = app.dependencies.report();
    const extra = checks ? { checks } : {};
    try {
      const ping = pingDatabase(app.db);
      ping.catch(() => undefined);
      await pingWithin(ping, HEALTH_PING_TIMEOUT_MS);
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: 'down', ...extra });
    }
    const degraded = Object.values(checks ?? {}).some((state) => state !== 'up');
    return { status: degraded ? ('degraded' as const) : ('ok' as const), database: 'up' as const, ...extra };
  });
};
