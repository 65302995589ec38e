import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobQueue, type JobQueueOptions } from './queue.ts';
import { jobsRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job queue (pg-boss on the app's database): modules `handle()` their kinds here. */
    jobs: JobQueue;
  }
}

/**
 * Background work (docs/decisions/027-background-jobs.md): installs pg-boss and our queues while the app is
 * built, so work queued by any module finds its queue; starts the workers and schedules when the app is ready
 * (after every module registered its handlers) and stops them when it closes (running attempts finish first).
 * Register it before the modules that queue or handle jobs.
 */
export const jobsModule = fp(
  async (app: FastifyInstance, opts: { overrides?: JobQueueOptions['overrides'] }) => {
    const mailRetries = app.config.MAIL_MAX_ATTEMPTS - 1;
    const queue = new JobQueue({
      database: app.database,
      log: app.log.child({ module: 'jobs' }),
      overrides: {
        ...opts.overrides,
        'mail-deliver': {
          retryLimit: mailRetries,
          batchSize: app.config.MAIL_BATCH_SIZE,
          ...opts.overrides?.['mail-deliver'],
        },
      },
    });
    await queue.setup();
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => queue.stop());
    await app.register(jobsRoutes);
  },
  { name: 'jobs', dependencies: ['db', 'auth'] },
);
