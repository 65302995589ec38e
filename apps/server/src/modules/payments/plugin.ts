import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ensureClock } from '../../lib/clock.ts';
import { gatewayFromConfig, type PaymentGateway } from './gateway.ts';
import { adoptPendingRefunds, refundSendHandler } from './refunds.ts';
import { paymentsRoutes } from './routes.ts';
import { refundJobSubjects } from './service.ts';

export interface Payments {
  gateway: PaymentGateway;
  /** A refund was just queued: this process's refund worker looks for it now instead of at its next poll. */
  kickRefunds(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/**
 * Payments: the gateway (test mode by default, Razorpay with keys), the payment mode, refunds and
 * the `refund-send` jobs that send Razorpay refunds (docs/decisions/027-background-jobs.md).
 */
export const paymentsModule = fp(
  async (app: FastifyInstance, opts: { gateway?: PaymentGateway }) => {
    ensureClock(app);
    const gateway = opts.gateway ?? gatewayFromConfig(app.config);
    const log = app.log.child({ module: 'payments' });
    app.decorate('payments', {
      gateway,
      kickRefunds: () => app.jobs.wake('refund-send'),
    } satisfies Payments);
    app.jobs.describe('refund-send', refundJobSubjects);
    // A process without Razorpay keys never takes refund jobs (another process, configured, will).
    if (gateway.provider === 'razorpay') {
      app.jobs.handle('refund-send', refundSendHandler({ db: app.db, gateway, log }));
      app.addHook('onReady', async () => {
        const adopted = await adoptPendingRefunds(app.db);
        if (adopted > 0) log.info(`${adopted} pending refunds given a sending job`);
      });
    }
    await app.register(paymentsRoutes);
  },
  { name: 'payments', dependencies: ['db', 'auth', 'jobs'] },
);
