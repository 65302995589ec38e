import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendMailItemIds } from '@electrohub/shared/orders';
import { schemaOf } from '../../lib/contract.ts';
import { AppError } from '../../lib/errors.ts';
import { requestOrderMail } from './service.ts';

/** `POST /api/sendmail`, kept for old clients (docs/product.md#order-status). */
export const sendMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/sendmail',
    {
      schema: schemaOf('POST /api/sendmail'),
    },
    async (request) => {
      const session = await request.session();
      if (!session || (session.role !== 'user' && session.role !== 'seller'))
        throw new AppError('NoTokenProvided', 'Please sign in to continue', 401);
      const { queued } = await requestOrderMail(app.db, session, {
        orderItemIds: sendMailItemIds(request.body),
        type: request.body.type,
      });
      return { success: true as const, queued };
    },
  );
};
