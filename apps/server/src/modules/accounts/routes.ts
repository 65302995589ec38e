import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountIdParams,
  deletedSellerAnswerSchema,
  deletedUserAnswerSchema,
  sellerUpdateBody,
  userUpdateBody,
} from '@electrohub/shared/accounts';
import { PFP_MAX_BYTES, PFP_TOO_LARGE, sellerAnswerSchema, userAnswerSchema } from '@electrohub/shared/auth';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { readForm } from './multipart.ts';
import {
  deleteOwnSeller,
  deleteOwnUser,
  getOwnSeller,
  getOwnUser,
  toPublicSeller,
  toPublicUser,
  updateOwnSeller,
  updateOwnUser,
  type Actor,
} from './service.ts';

const errorAnswer = z.object({ flag: z.string(), error: z.string() }).passthrough();
const errors = {
  400: errorAnswer,
  401: errorAnswer,
  403: errorAnswer,
  409: errorAnswer,
  413: errorAnswer,
  415: errorAnswer,
};

/**
 * The JSON body, or the fields and `pfp` of a multipart form. The JSON body is validated by the route
 * schema; multipart fields by the same schema in the service.
 */
async function readUpdate(request: FastifyRequest): Promise<{ input: unknown; pfp: Buffer | null }> {
  if (!request.isMultipart()) return { input: request.body ?? {}, pfp: null };
  const form = await readForm(request, {
    files: ['pfp'],
    maxFileBytes: PFP_MAX_BYTES,
    tooLargeMessage: PFP_TOO_LARGE,
  });
  return { input: form.fields, pfp: form.files.pfp ?? null };
}

/** `/api/user/{id}` and `/api/seller/{id}`: the signed-in account of that role reads, changes or deletes itself. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = async (request: FastifyRequest): Promise<Actor> => ({
    session: await request.session(),
    token: request.cookies[SESSION_COOKIE],
    ip: request.ip,
  });

  // ---- buyers -------------------------------------------------------------------------------

  app.get(
    '/api/user/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in buyer (own id only)',
        params: accountIdParams,
        response: { 200: userAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      user: toPublicUser(await getOwnUser(app.db, await actor(request), request.params.id)),
    }),
  );

  app.patch(
    '/api/user/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change the signed-in buyer: JSON fields, or multipart with pfp (≤ 2 MB)',
        consumes: ['application/json', 'multipart/form-data'],
        params: accountIdParams,
        body: userUpdateBody.nullish(),
        response: { 200: userAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { input, pfp } = await readUpdate(request);
      const user = await updateOwnUser(
        app.db,
        app.media,
        await actor(request),
        request.params.id,
        input,
        pfp,
      );
      return { user: toPublicUser(user) };
    },
  );

  app.delete(
    '/api/user/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Delete the signed-in buyer',
        params: accountIdParams,
        response: { 200: deletedUserAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await deleteOwnUser(app.db, app.media, await actor(request), request.params.id);
      await reply.signOut('account');
      return { user };
    },
  );

  // ---- sellers ------------------------------------------------------------------------------

  app.get(
    '/api/seller/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in seller (own id only)',
        params: accountIdParams,
        response: { 200: sellerAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      seller: toPublicSeller(await getOwnSeller(app.db, await actor(request), request.params.id)),
    }),
  );

  app.patch(
    '/api/seller/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change the signed-in seller: JSON fields, or multipart with pfp (≤ 2 MB)',
        consumes: ['application/json', 'multipart/form-data'],
        params: accountIdParams,
        body: sellerUpdateBody.nullish(),
        response: { 200: sellerAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { input, pfp } = await readUpdate(request);
      const seller = await updateOwnSeller(
        app.db,
        app.media,
        await actor(request),
        request.params.id,
        input,
        pfp,
      );
      return { seller: toPublicSeller(seller) };
    },
  );

  app.delete(
    '/api/seller/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Delete the signed-in seller (products leave the store)',
        params: accountIdParams,
        response: { 200: deletedSellerAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const seller = await deleteOwnSeller(app.db, app.media, await actor(request), request.params.id);
      await reply.signOut('account');
      return { seller };
    },
  );
};
