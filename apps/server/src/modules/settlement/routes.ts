import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@electrohub/shared/api-error';
import { schemaOf, sendPage } from '../../lib/contract.ts';
import { notFound } from '../../lib/errors.ts';
import { KEEPS_PUBLIC_ANSWERS, REPORTS_PUBLIC_CHANGES } from '../../lib/memo.ts';
import { ensureClock } from '../../lib/clock.ts';
import { invoiceData, invoicePdf } from './invoice.ts';
import { payoutProviderFor } from './provider.ts';
import * as service from './service.ts';

/**
 * Marketplace money (docs/decisions/049-marketplace-money.md): the admin's commission, seller standing and payouts,
 * the seller's balance, statement and bank details, the buyer's invoice. Money answers are never cached.
 */
export const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  ensureClock(app);
  const provider = payoutProviderFor(app.config);
  const secret = app.config.ADMIN_SECRET_KEY;
  // This process's settings, read by the ledger's writes inside any transaction.
  await service.applySettings(app.db, {
    holdDays: app.config.SETTLEMENT_HOLD_DAYS,
    sellerApproval: app.config.SELLER_APPROVAL,
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  // RazorpayX payouts left `processing` are asked about again (every 5 minutes, one process at a time, a bounded
  // batch); the webhook below usually settles them first.
  app.jobs.handle('payout-poll', async () => {
    const r = await service.pollPayouts(
      app.db,
      provider,
      { waitMinutes: app.config.PAYOUT_POLL_MINUTES, batch: app.config.PAYOUT_POLL_BATCH },
      app.clock.now(),
    );
    if (r.asked > 0) app.log.info({ module: 'settlement', ...r }, 'payout status poll');
  });
  await app.register(payoutWebhookRoute);

  // ---------- admin ----------
  app.get('/api/admin/commission', { schema: schemaOf('GET /api/admin/commission') }, async (request) => {
    await request.requireAdmin();
    return service.getCommission(app.db);
  });

  app.put(
    '/api/admin/commission',
    { config: KEEPS_PUBLIC_ANSWERS, schema: schemaOf('PUT /api/admin/commission') },
    async (request) =>
      service.setCommission(app.db, { id: await request.requireAdmin(), ip: request.ip }, request.body),
  );

  app.patch(
    '/api/admin/sellers/:id/status',
    { config: REPORTS_PUBLIC_CHANGES, schema: schemaOf('PATCH /api/admin/sellers/:id/status') },
    async (request) =>
      service.setSellerStatus(
        app.db,
        { id: await request.requireAdmin(), ip: request.ip },
        request.params.id,
        request.body,
      ),
  );

  app.get('/api/admin/payouts', { schema: schemaOf('GET /api/admin/payouts') }, async (request, reply) => {
    await request.requireAdmin();
    return sendPage(request, reply, await service.listPayouts(app.db, request.query));
  });

  app.post(
    '/api/admin/payouts',
    { config: KEEPS_PUBLIC_ANSWERS, schema: schemaOf('POST /api/admin/payouts') },
    async (request) =>
      service.runPayouts(
        app.db,
        { id: await request.requireAdmin(), ip: request.ip },
        provider,
        secret,
        request.body,
        app.clock.now(),
      ),
  );

  app.get(
    '/api/admin/payouts/sellers',
    { schema: schemaOf('GET /api/admin/payouts/sellers') },
    async (request, reply) => {
      await request.requireAdmin();
      return sendPage(request, reply, await service.sellerMoney(app.db, request.query, app.clock.now()));
    },
  );

  app.get(
    '/api/admin/payouts/settings',
    { schema: schemaOf('GET /api/admin/payouts/settings') },
    async (request) => {
      await request.requireAdmin();
      return { mode: provider.mode, holdDays: app.config.SETTLEMENT_HOLD_DAYS };
    },
  );

  // ---------- seller ----------
  app.get('/api/seller/payouts', { schema: schemaOf('GET /api/seller/payouts') }, async (request) =>
    service.sellerPayouts(app.db, await request.requireSeller(), request.query, app.clock.now(), {
      holdDays: app.config.SETTLEMENT_HOLD_DAYS,
      mode: provider.mode,
    }),
  );

  app.get(
    '/api/seller/payouts/statement.csv',
    { schema: schemaOf('GET /api/seller/payouts/statement.csv') },
    async (request, reply) => {
      const csv = await service.statementCsv(app.db, await request.requireSeller(), app.clock.now());
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${csv.filename}"`)
        .send(csv.body);
    },
  );

  app.get('/api/seller/bank-details', { schema: schemaOf('GET /api/seller/bank-details') }, async (request) =>
    service.getBankDetails(app.db, await request.requireSeller()),
  );

  app.put(
    '/api/seller/bank-details',
    { config: KEEPS_PUBLIC_ANSWERS, schema: schemaOf('PUT /api/seller/bank-details') },
    async (request) =>
      service.setBankDetails(
        app.db,
        { id: await request.requireSeller(), ip: request.ip },
        secret,
        request.body,
      ),
  );

  app.get('/api/seller/status', { schema: schemaOf('GET /api/seller/status') }, async (request) =>
    service.sellerStanding(app.db, await request.requireSeller()),
  );

  // ---------- buyer ----------
  app.get(
    '/api/user/orders/:id/invoice',
    { schema: schemaOf('GET /api/user/orders/:id/invoice') },
    async (request, reply) => {
      const data = await invoiceData(app.db, await request.requireUser(), request.params.id);
      const pdf = await invoicePdf(data);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="electrohub-invoice-${data.order.id}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
};

const webhookAnswer = z.object({ status: z.enum(['ok', 'ignored']) });

/** RazorpayX signs the raw body: JSON stays a Buffer in this (encapsulated) plugin only. */
const payoutWebhookRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const secret = app.config.payoutMode === 'razorpayx' ? app.config.RAZORPAYX_WEBHOOK_SECRET : undefined;
  app.post(
    '/api/webhooks/razorpayx',
    {
      config: KEEPS_PUBLIC_ANSWERS,
      // Called by RazorpayX, not by a client of the calls tables: documented here, as Razorpay's payment webhook is.
      schema: {
        tags: ['money'],
        summary:
          'RazorpayX payout webhook (payout.processed, payout.failed, payout.reversed); 404 without RAZORPAYX_WEBHOOK_SECRET',
        response: { 200: webhookAnswer, 400: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request) => {
      if (!secret) throw notFound();
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const signature = request.headers['x-razorpay-signature'];
      return service.handlePayoutWebhook(
        app.db,
        secret,
        raw,
        typeof signature === 'string' ? signature : undefined,
        app.clock.now(),
      );
    },
  );
};
