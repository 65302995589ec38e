import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { answersChanged } from '../../lib/memo.ts';
import { ensureClock } from '../payments/clock.ts';
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
 * Checkout routes and the reservation sweeper: the scheduled `reservation-sweep` job (every minute, one process
 * at a time; docs/decisions/027-background-jobs.md) gives the stock of unpaid orders past their expiry back.
 * Claims use FOR UPDATE SKIP LOCKED too, so a sweep run by hand (`runOnce`) never clashes with it.
 */
export const checkoutModule = fp(
  async (app: FastifyInstance) => {
    ensureClock(app);
    const runOnce = async () => {
      const released = await expireUnpaidOrders(app.db, app.clock.now());
      // Stock came back: the storefront's remembered answers may show it out of stock.
      if (released > 0) answersChanged(app.db);
      return released;
    };
    app.decorate('reservations', { runOnce } satisfies ReservationSweeper);
    app.jobs.handle('reservation-sweep', async () => {
      const released = await runOnce();
      if (released > 0) app.log.info({ released }, 'unpaid orders expired; stock returned');
    });
    await app.register(checkoutRoutes);
  },
  { name: 'checkout', dependencies: ['db', 'auth', 'payments', 'jobs'] },
);
