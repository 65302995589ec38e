import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ensureClock } from '../../lib/clock.ts';
import { checkoutRoutes } from './routes.ts';
import { expireUnpaidOrders } from './service.ts';

export interface ReservationSweeper {
  /** Expire every unpaid order past its 15 minutes now (by `app.clock`); resolves with how many. */
  runOnce(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reservations: ReservationSweeper;
  }
}

/**
 * Checkout routes and the reservation sweeper: every `intervalMs` (started in onReady, stopped in onClose)
 * unpaid orders past their expiry give their stock back. Claims use FOR UPDATE SKIP LOCKED, so every process
 * of a scaled-out deployment can run it.
 */
export const checkoutModule = fp(
  async (app: FastifyInstance, opts: { intervalMs?: number }) => {
    ensureClock(app);
    let chain: Promise<unknown> = Promise.resolve();
    let timer: NodeJS.Timeout | null = null;
    const runOnce = () => {
      // Stock that comes back is reported to the public answers by the service (the product pages, and the
      // lists of a product that was sold out).
      const run = chain.then(() => expireUnpaidOrders(app.db, app.clock.now()));
      chain = run.catch(() => undefined);
      return run;
    };
    app.decorate('reservations', { runOnce } satisfies ReservationSweeper);
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        runOnce().catch((err: unknown) => app.log.error({ err }, 'reservation sweep failed'));
      }, opts.intervalMs ?? 30_000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await chain;
    });
    await app.register(checkoutRoutes);
  },
  { name: 'checkout', dependencies: ['db', 'auth', 'payments'] },
);
