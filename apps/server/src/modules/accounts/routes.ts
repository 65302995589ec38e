import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Answer } from '@electrohub/shared/contract';
import { PFP_MAX_BYTES, PFP_TOO_LARGE } from '@electrohub/shared/auth';
import { schemaOf } from '../../lib/contract.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { readMultipart } from '../../plugins/multipart.ts';
import type { Db } from '../../db/client.ts';
import type { MediaStore } from '../media/storage.ts';
import { authContext } from '../auth/context.ts';
import { assertCurrentPassword } from '../auth/service.ts';
import { buyerAccount, sellerAccount, toPublicSeller, toPublicUser, type Actor } from './service.ts';

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

/** The contract row of one method on `/api/{user|seller}/:id`, for either kind of account. */
type OwnAccountCall<M extends 'GET' | 'PATCH' | 'DELETE'> = `${M} /api/${'user' | 'seller'}/:id`;

/**
 * `GET`, `PATCH` and `DELETE /api/{role}/{id}` for one kind of account; each answers the account under the
 * role's name (`{ user }`, `{ seller }`): the public shape on GET and PATCH, the name it had on DELETE.
 */
function ownAccountRoutes<R>(
  account: {
    role: 'user' | 'seller';
    get(db: Db, actor: Actor, id: number): Promise<R>;
    update(
      db: Db,
      media: MediaStore,
      actor: Actor,
      id: number,
      input: unknown,
      pfp: Buffer | null,
    ): Promise<R>;
    remove(db: Db, media: MediaStore, actor: Actor, id: number): Promise<{ name: string }>;
  },
  toPublic: (row: R) => unknown,
): FastifyPluginAsyncZod {
  const { role } = account;
  // TypeScript cannot tie a key chosen at run time to one of the contract's answers: the cast names the answer
  // of the call, and the route's response schema checks the object as it is sent.
  const answer = <M extends 'GET' | 'PATCH' | 'DELETE'>(_method: M, value: unknown) =>
    ({ [role]: value }) as Answer<OwnAccountCall<M>>;
  return async (app) => {
    const actor = async (request: FastifyRequest): Promise<Actor> => ({
      session: await request.session(),
      token: request.cookies[SESSION_COOKIE],
      ip: request.ip,
      checkCurrentPassword: (account, password) =>
        assertCurrentPassword(
          app.db,
          authContext(app, request),
          role,
          account,
          password,
          `${role}.change-password`,
        ),
    });

    app.get(
      `/api/${role}/:id`,
      { schema: schemaOf<OwnAccountCall<'GET'>>(`GET /api/${role}/:id`) },
      async (request) =>
        answer('GET', toPublic(await account.get(app.db, await actor(request), request.params.id))),
    );

    app.patch(
      `/api/${role}/:id`,
      { schema: schemaOf<OwnAccountCall<'PATCH'>>(`PATCH /api/${role}/:id`) },
      async (request) => {
        const { input, pfp } = await readUpdate(request);
        const row = await account.update(
          app.db,
          app.media,
          await actor(request),
          request.params.id,
          input,
          pfp,
        );
        return answer('PATCH', toPublic(row));
      },
    );

    app.delete(
      `/api/${role}/:id`,
      { schema: schemaOf<OwnAccountCall<'DELETE'>>(`DELETE /api/${role}/:id`) },
      async (request, reply) => {
        const removed = await account.remove(app.db, app.media, await actor(request), request.params.id);
        await reply.signOut('account');
        return answer('DELETE', removed);
      },
    );
  };
}

/** `/api/user/{id}` and `/api/seller/{id}`: the signed-in account of that role reads, changes or deletes itself. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ownAccountRoutes(buyerAccount, toPublicUser));
  await app.register(ownAccountRoutes(sellerAccount, toPublicSeller));
};
