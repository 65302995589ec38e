import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ensureClock } from '../../lib/clock.ts';
import { paymentRoutes } from './payment-routes.ts';
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
 * The order lifecycle: placing an order, paying it (test card form, Razorpay's webhook, verification), and
 * giving back what lapsed. It calls downward (stock, orders, payments, mail, jobs); nothing below calls it.
 * Checkout routes and the reservation sweeper: the scheduled `reservation-sweep` job (every minute, one process
 * at a time; docs/decisions/027-background-jobs.md) gives the stock of unpaid orders past their expiry back.
 * Claims use FOR UPDATE SKIP LOCKED too, so a sweep run by hand (`runOnce`) never clashes with it.
 */
export const checkoutModule = fp(
  async (app: FastifyInstance) => {
    ensureClock(app);
    let chain: Promise<unknown> = Promise.resolve();
    const runOnce = () => {
      // Stock that comes back is reported to the public answers by the service (the product pages, and the
      // lists of a product that was sold out). Runs by hand and by the job never overlap in one process.
      const run = chain.then(() => expireUnpaidOrders(app.db, app.clock.now()));
      chain = run.catch(() => undefined);
      return run;
    };
    app.decorate('reservations', { runOnce } satisfies ReservationSweeper);
    app.jobs.handle('reservation-sweep', async () => {
      const released = await runOnce();
      if (released > 0) app.log.info({ released }, 'unpaid orders expired; stock returned');
    });
    await app.register(checkoutRoutes);
    await app.register(paymentRoutes);
  },
  { name: 'checkout', dependencies: ['db', 'auth', 'jobs', 'mail', 'payments'] },
);
