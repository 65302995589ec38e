import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PgListener } from '../lib/pg-listener.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's LISTEN connection on PostgreSQL (null on the embedded database: one process). */
    listener: PgListener | null;
  }
}

/**
 * One LISTEN connection per process, shared by the modules that hear other processes (chat frames, public answer
 * changes): they add their channel while the app is built; it connects when the app is ready (a process that
 * cannot listen at start does not start) and closes with it.
 */
export const listenerPlugin = fp(
  (app: FastifyInstance) => {
    const pool = app.database.pool;
    const listener = pool ? new PgListener(pool.options, app.log.child({ module: 'listen' })) : null;
    app.decorate('listener', listener);
    if (listener) {
      app.addHook('onReady', () => listener.start());
      app.addHook('preClose', () => listener.stop());
    }
  },
  { name: 'listener', dependencies: ['db'] },
);
