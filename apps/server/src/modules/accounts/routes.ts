import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PFP_MAX_BYTES, PFP_TOO_LARGE } from '@electrohub/shared/auth';
import { schemaOf } from '../../lib/contract.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { readMultipart } from '../../plugins/multipart.ts';
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

/**
 * The JSON body, or the fields and `pfp` of a multipart form. The JSON body is validated by the route
 * schema; multipart fields by the same schema in the service.
 */
async function readUpdate(request: FastifyRequest): Promise<{ input: unknown; pfp: Buffer | null }> {
  if (!request.isMultipart()) return { input: request.body ?? {}, pfp: null };
  const form = await readMultipart(request, {
    files: ['pfp'],
    maxFileBytes: PFP_MAX_BYTES,
    tooLargeMessage: PFP_TOO_LARGE,
    maxFiles: 1,
  });
  return { input: form.fields, pfp: form.files.get('pfp')?.[0] ?? null };
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
      schema: schemaOf('GET /api/user/:id'),
    },
    async (request) => ({
      user: toPublicUser(await getOwnUser(app.db, await actor(request), request.params.id)),
    }),
  );

  app.patch(
    '/api/user/:id',
    {
      schema: schemaOf('PATCH /api/user/:id'),
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
      schema: schemaOf('DELETE /api/user/:id'),
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
      schema: schemaOf('GET /api/seller/:id'),
    },
    async (request) => ({
      seller: toPublicSeller(await getOwnSeller(app.db, await actor(request), request.params.id)),
    }),
  );

  app.patch(
    '/api/seller/:id',
    {
      schema: schemaOf('PATCH /api/seller/:id'),
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
      schema: schemaOf('DELETE /api/seller/:id'),
    },
    async (request, reply) => {
      const seller = await deleteOwnSeller(app.db, app.media, await actor(request), request.params.id);
      await reply.signOut('account');
      return { seller };
    },
  );
};
