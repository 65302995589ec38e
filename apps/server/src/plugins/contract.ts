import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { callOfSchema } from '../lib/contract.ts';

/**
 * Keeps routes honest to the shared contract: a route that registers a row's schema (`schemaOf(key)`) must be
 * that row's method and path, or the app does not start.
 */
export const contractPlugin = fp(
  (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const key = route.schema ? callOfSchema.get(route.schema) : undefined;
      if (!key) return;
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
        (m) => m !== 'HEAD',
      );
      for (const method of methods)
        if (`${method} ${route.url}` !== key)
          throw new Error(`${method} ${route.url} registers the schema of '${key}'`);
    });
  },
  { name: 'contract' },
);
