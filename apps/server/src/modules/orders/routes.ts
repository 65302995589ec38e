import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf, sendPage } from '../../lib/contract.ts';
import { REPORTS_PUBLIC_CHANGES } from '../../lib/memo.ts';
import { changeStatus, getOrder, listOrders } from './service.ts';

/** The buyer's orders: list, detail, cancel and return. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user/orders', { schema: schemaOf('GET /api/user/orders') }, async (request, reply) => {
    const userId = await request.requireUser();
    return sendPage(request, reply, await listOrders(app.db, userId, request.query));
  });

  app.get('/api/user/orders/:id', { schema: schemaOf('GET /api/user/orders/:id') }, async (request) => {
    const userId = await request.requireUser();
    return getOrder(app.db, userId, request.params.id, app.clock.now());
  });

  // Cancel and return give stock back: the service reports it.
  app.patch(
    '/api/user/orders/:id',
    { config: REPORTS_PUBLIC_CHANGES, schema: schemaOf('PATCH /api/user/orders/:id') },
    async (request) => {
      const userId = await request.requireUser();
      const now = app.clock.now();
      const { refundPending } = await changeStatus(
        app.db,
        userId,
        request.params.id,
        request.body.status,
        now,
      );
      if (refundPending) app.payments.kickRefunds();
      return { order: await getOrder(app.db, userId, request.params.id, now) };
    },
  );
};
