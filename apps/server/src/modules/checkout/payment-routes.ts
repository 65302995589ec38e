import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@electrohub/shared/api-error';
import { schemaOf } from '../../lib/contract.ts';
import { KEEPS_PUBLIC_ANSWERS, REPORTS_PUBLIC_CHANGES } from '../../lib/memo.ts';
import { notFound } from '../../lib/errors.ts';
import { isTestGateway } from '../payments/gateway.ts';
import { handleRazorpayWebhook, testPay } from './payment.ts';

const webhookAnswer = z.object({ status: z.enum(['ok', 'ignored']) });

/**
 * The test-mode card form and Razorpay's webhook (docs/product.md#checkout-and-payment): both pay a checkout's
 * order, so they live with the flow that confirms it (payments below knows only the gateway and refunds).
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payments/test/pay',
    {
      // Signs a payment; writes nothing.
      config: KEEPS_PUBLIC_ANSWERS,
      schema: schemaOf('POST /api/payments/test/pay'),
    },
    async (request) => {
      // The session is checked in the order's read (decision 065); no cookie at all is a 401 at once.
      const who = request.buyerSession();
      const gateway = app.payments.gateway;
      if (!isTestGateway(gateway)) throw notFound();
      return testPay(app.db, gateway, who, request.body, app.clock.now());
    },
  );

  await app.register(webhookRoute);
};

/** Razorpay signs the raw body: JSON stays a Buffer in this (encapsulated) plugin only. */
const webhookRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/payments/razorpay/webhook',
    {
      // Confirming an order reports its own stock moves (a lapsed reservation taken again).
      config: REPORTS_PUBLIC_CHANGES,
      // Called by Razorpay, not by a client of the calls tables: documented here, not a row of the contract.
      schema: {
        tags: ['payments'],
        summary: 'Razorpay webhook (payment.captured, order.paid); 404 in test mode',
        response: {
          200: webhookAnswer,
          400: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          500: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const signature = request.headers['x-razorpay-signature'];
      const result = await handleRazorpayWebhook(
        app.db,
        app.payments.gateway,
        request.log,
        raw,
        typeof signature === 'string' ? signature : undefined,
        app.clock.now(),
      );
      if (result.refundPending) app.payments.kickRefunds();
      return { status: result.status };
    },
  );
};
