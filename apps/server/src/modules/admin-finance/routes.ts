import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPasswordAnswerSchema,
  adminPasswordBody,
  adminProfileAnswerSchema,
  adminProfileBody,
  adminSettingsSchema,
  logListAnswerSchema,
  logListQuerySchema,
  paymentDetailSchema,
  paymentIdParamsSchema,
  paymentListAnswerSchema,
  paymentListQuerySchema,
  salesReportQuerySchema,
  salesReportSchema,
} from '@electrohub/shared/admin-finance';
import { ADMIN_COOKIE } from '../auth/sessions.ts';
import * as service from './service.ts';

/** Admin payments, reports, settings and logs (DECISIONS.md placeholders made real). Every route requires the admin session. */
export const adminFinanceRoutes: FastifyPluginAsyncZod = async (app) => {
  // The session is checked before the input: without it nothing, not even a validation message, is answered.
  app.addHook('onRequest', async (request) => {
    await request.requireAdmin();
  });
  // Money and security data: never kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/api/admin/payments',
    {
      schema: {
        tags: ['admin'],
        summary: 'Captured payments with refunds, newest first (status filter, search, paging)',
        querystring: paymentListQuerySchema,
        response: { 200: paymentListAnswerSchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return service.listPayments(app.db, request.query);
    },
  );

  app.get(
    '/api/admin/payments/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "One payment with its order's items, refunds and buyer",
        params: paymentIdParamsSchema,
        response: { 200: paymentDetailSchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return service.getPayment(app.db, request.params.id);
    },
  );

  app.get(
    '/api/admin/reports/sales',
    {
      schema: {
        tags: ['admin'],
        summary: 'Orders, units and sales per day (STORE_TIMEZONE), category or seller',
        querystring: salesReportQuerySchema,
        response: { 200: salesReportSchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return service.salesReport(app.db, request.query, app.config.STORE_TIMEZONE);
    },
  );

  app.get(
    '/api/admin/reports/sales.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The sales report as a CSV file',
        querystring: salesReportQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      const csv = await service.salesCsv(app.db, request.query, app.config.STORE_TIMEZONE);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${csv.filename}"`)
        .send(csv.body);
    },
  );

  app.get(
    '/api/admin/logs',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log: sign-ins, sign-ups, changes and deletions (range, type, paging)',
        querystring: logListQuerySchema,
        response: { 200: logListAnswerSchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return service.listLogs(app.db, request.query);
    },
  );

  app.get(
    '/api/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in admin and the security facts of this system',
        response: { 200: adminSettingsSchema },
      },
    },
    async (request) => service.getSettings(app.db, await request.requireAdmin()),
  );

  app.patch(
    '/api/admin/settings/profile',
    {
      schema: {
        tags: ['admin'],
        summary: "Change the signed-in admin's name",
        body: adminProfileBody,
        response: { 200: adminProfileAnswerSchema },
      },
    },
    async (request) => service.updateProfile(app.db, await request.requireAdmin(), request.body, request.ip),
  );

  app.patch(
    '/api/admin/settings/password',
    {
      schema: {
        tags: ['admin'],
        summary: "Change the signed-in admin's password (other sessions end)",
        body: adminPasswordBody,
        response: { 200: adminPasswordAnswerSchema },
      },
    },
    async (request) =>
      service.changePassword(
        app.db,
        await request.requireAdmin(),
        request.cookies[ADMIN_COOKIE],
        request.body,
        request.ip,
      ),
  );
};
