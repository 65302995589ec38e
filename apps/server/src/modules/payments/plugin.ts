import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ensureClock } from '../../lib/clock.ts';
import { gatewayFromConfig, type PaymentGateway } from './gateway.ts';
import { processPendingRefunds } from './refunds.ts';
import { paymentsRoutes } from './routes.ts';

export interface Payments {
  gateway: PaymentGateway;
  /** Send pending Razorpay refunds now (the timer does it every minute). */
  processRefunds(): Promise<{ processed: number; failed: number }>;
  /** Ask for a refund run soon, without waiting for it. */
  kickRefunds(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/**
 * Payments: the gateway (test mode by default, Razorpay with keys), the test card form, Razorpay's webhook,
 * and the refund sender (started in onReady, stopped in onClose).
 */
export const paymentsModule = fp(
  async (app: FastifyInstance, opts: { gateway?: PaymentGateway; refundIntervalMs?: number }) => {
    ensureClock(app);
    const gateway = opts.gateway ?? gatewayFromConfig(app.config);
    const log = app.log.child({ module: 'payments' });
    let chain: Promise<unknown> = Promise.resolve();
    let timer: NodeJS.Timeout | null = null;
    const processRefunds = () => {
      const run = chain.then(() => processPendingRefunds(app.db, gateway, log));
      chain = run.catch(() => undefined);
      return run;
    };
    app.decorate('payments', {
      gateway,
      processRefunds,
      kickRefunds: () => {
        if (gateway.provider !== 'razorpay') return;
        processRefunds().catch((err: unknown) => log.error({ err }, 'refund run failed'));
      },
    } satisfies Payments);
    app.addHook('onReady', async () => {
      if (gateway.provider !== 'razorpay') return;
      timer = setInterval(() => app.payments.kickRefunds(), opts.refundIntervalMs ?? 60_000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await chain;
    });
    await app.register(paymentsRoutes);
  },
  { name: 'payments', dependencies: ['db', 'auth'] },
);
