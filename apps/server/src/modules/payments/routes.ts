import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract.ts';

/** How the buyer's browser learns the payment mode (docs/product.md#checkout-and-payment). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/payments/mode', { schema: schemaOf('GET /api/payments/mode') }, async () => {
    const mode = app.payments.gateway.provider;
    return { mode, notice: mode === 'test' && app.config.PAYMENT_MODE === 'test' };
  });
};
