import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KEEPS_PUBLIC_ANSWERS } from '../../lib/memo.ts';
import { CHECKS_ORIGIN } from '../../plugins/security.ts';
import { googleStartQuery, sellerSignUpFields, PFP_MAX_BYTES, PFP_TOO_LARGE } from '@electrohub/shared/auth';
import { apiErrorSchema } from '@electrohub/shared/api-error';
import { schemaOf } from '../../lib/contract.ts';
import { AppError } from '../../lib/errors.ts';
import { noToken } from '../../plugins/auth.ts';
import { adminAccounts, sellerAccounts, userAccounts } from '../accounts/service.ts';
import { readMultipart } from '../../plugins/multipart.ts';
import { toPublicAdmin, toPublicSeller, toPublicUser } from '../accounts/service.ts';
import { purgeOldFailures } from './attempts.ts';
import { authContext } from './context.ts';
import { purgeExpiredDevices } from './devices.ts';
import { GoogleSignInError, googleSignIn } from './google.ts';
import { purgeOidcStatesBefore } from './repository.ts';
import {
  RESET_SUCCESS,
  recordSignOut,
  resetAdminPassword,
  resetSellerPassword,
  resetUserPassword,
  signInAdmin,
  signInSeller,
  signInUser,
  signUpAdmin,
  signUpSeller,
  signUpUser,
} from './service.ts';
import { purgeExpiredSessions } from './sessions.ts';

/** Session probes must never be stored by a cache. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * Sign-in, sign-up, reset and sign-out for buyers, sellers and administrators; session probes; Google
 * sign-in (docs/product.md#accounts-and-sessions).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest) => authContext(app, request);
  const google = googleSignIn(app.config);

  // Housekeeping: expired sessions, old failure counts and abandoned Google states; the scheduled
  // `auth-housekeeping` job (every 10 minutes, one process at a time; docs/decisions/027-background-jobs.md).
  app.jobs.handle('auth-housekeeping', async () => {
    const cutoff = new Date(Date.now() - 10 * 60 * 1000);
    await Promise.all([
      purgeExpiredSessions(app.db),
      purgeOldFailures(app.db),
      purgeExpiredDevices(app.db),
      purgeOidcStatesBefore(app.db, cutoff),
    ]);
  });

  // ---- buyers -------------------------------------------------------------------------------

  app.post(
    '/api/user/auth/signin',
    {
      config: KEEPS_PUBLIC_ANSWERS,
      schema: schemaOf('POST /api/user/auth/signin'),
    },
    async (request, reply) => {
      const user = await signInUser(app.db, request.body, ctx(request));
      await reply.signIn('user', user.id);
      return { user: toPublicUser(user) };
    },
  );

  app.post(
    '/api/user/auth/signup',
    {
      schema: schemaOf('POST /api/user/auth/signup'),
    },
    async (request, reply) => {
      const user = await signUpUser(app.db, request.body, ctx(request));
      await reply.signIn('user', user.id);
      return reply.code(201).send({ user: toPublicUser(user) });
    },
  );

  app.post(
    '/api/user/auth/forgot-password',
    {
      schema: schemaOf('POST /api/user/auth/forgot-password'),
    },
    async (request, reply) => {
      const user = await resetUserPassword(app.db, request.body, ctx(request));
      await reply.signIn('user', user.id);
      return { success: true as const, message: RESET_SUCCESS, user: toPublicUser(user) };
    },
  );

  // ---- sellers ------------------------------------------------------------------------------

  app.post(
    '/api/seller/auth/signin',
    {
      config: KEEPS_PUBLIC_ANSWERS,
      schema: schemaOf('POST /api/seller/auth/signin'),
    },
    async (request, reply) => {
      const seller = await signInSeller(app.db, request.body, ctx(request));
      await reply.signIn('seller', seller.id);
      return { seller: toPublicSeller(seller) };
    },
  );

  app.post(
    '/api/seller/auth/signup',
    {
      schema: schemaOf('POST /api/seller/auth/signup'),
    },
    async (request, reply) => {
      let fields: Record<string, unknown> = {};
      let pfp: Buffer | null = null;
      if (request.isMultipart()) {
        const form = await readMultipart(request, {
          files: ['pfp'],
          maxFileBytes: PFP_MAX_BYTES,
          tooLargeMessage: PFP_TOO_LARGE,
          maxFiles: 1,
        });
        fields = form.fields;
        pfp = form.files.get('pfp')?.[0] ?? null;
      } else if (request.body && typeof request.body === 'object') {
        fields = request.body as Record<string, unknown>;
      }
      const body = sellerSignUpFields.parse(fields);
      const seller = await signUpSeller(app.db, app.media, body, pfp, ctx(request));
      await reply.signIn('seller', seller.id);
      return reply.code(201).send({ seller: toPublicSeller(seller) });
    },
  );

  app.post(
    '/api/seller/auth/forgot-password',
    {
      schema: schemaOf('POST /api/seller/auth/forgot-password'),
    },
    async (request) => {
      await resetSellerPassword(app.db, request.body, ctx(request));
      return { success: true as const, message: RESET_SUCCESS };
    },
  );

  // ---- admins -------------------------------------------------------------------------------

  app.post(
    '/api/admin/auth/signup',
    {
      schema: schemaOf('POST /api/admin/auth/signup'),
    },
    async (request, reply) => {
      const admin = await signUpAdmin(app.db, request.body, app.config.ADMIN_SECRET_KEY, ctx(request));
      await reply.signIn('admin', admin.id);
      return reply.code(201).send({ admin: toPublicAdmin(admin) });
    },
  );

  app.post(
    '/api/admin/auth/signin',
    {
      config: KEEPS_PUBLIC_ANSWERS,
      schema: schemaOf('POST /api/admin/auth/signin'),
    },
    async (request, reply) => {
      const admin = await signInAdmin(app.db, request.body, app.config.ADMIN_SECRET_KEY, ctx(request));
      await reply.signIn('admin', admin.id);
      return { admin: toPublicAdmin(admin) };
    },
  );

  app.post(
    '/api/admin/auth/forgot-password',
    {
      schema: schemaOf('POST /api/admin/auth/forgot-password'),
    },
    async (request) => {
      await resetAdminPassword(app.db, request.body, app.config.ADMIN_SECRET_KEY, ctx(request));
      return { success: true as const, message: RESET_SUCCESS };
    },
  );

  // ---- sign-out (GET, as the API contract has it; POST is accepted too) -------------------------------

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/auth/logout',
      config: { ...KEEPS_PUBLIC_ANSWERS, ...CHECKS_ORIGIN },
      schema: schemaOf(`${method} /api/auth/logout`),
      handler: async (request, reply) => {
        const session = await request.session();
        await reply.signOut('account');
        if (session && session.role !== 'admin')
          await recordSignOut(app.db, session.role, session.accountId, ctx(request));
        noStore(reply);
        return { success: true as const };
      },
    });
    app.route({
      method,
      url: '/api/admin/auth/logout',
      config: { ...KEEPS_PUBLIC_ANSWERS, ...CHECKS_ORIGIN },
      schema: schemaOf(`${method} /api/admin/auth/logout`),
      handler: async (request, reply) => {
        const session = await request.adminSession();
        await reply.signOut('admin');
        if (session) await recordSignOut(app.db, 'admin', session.accountId, ctx(request));
        noStore(reply);
        return { success: true as const };
      },
    });
  }

  // ---- session probes -----------------------------------------------------------------------

  app.get(
    '/api/auth/get-id',
    {
      schema: schemaOf('GET /api/auth/get-id'),
    },
    async (request, reply) => {
      const session = await request.session();
      if (!session || session.role === 'admin') throw noToken();
      noStore(reply);
      return session.accountId;
    },
  );

  app.get(
    '/api/auth/user-data',
    {
      schema: schemaOf('GET /api/auth/user-data'),
    },
    async (request, reply) => {
      noStore(reply);
      const session = await request.session();
      const user = session?.role === 'user' ? await userAccounts.findById(app.db, session.accountId) : null;
      return user ? { authorized: true, user: toPublicUser(user) } : { authorized: false };
    },
  );

  app.get(
    '/api/auth/seller-data',
    {
      schema: schemaOf('GET /api/auth/seller-data'),
    },
    async (request, reply) => {
      noStore(reply);
      const session = await request.session();
      const seller =
        session?.role === 'seller' ? await sellerAccounts.findById(app.db, session.accountId) : null;
      return seller ? { authorized: true, seller: toPublicSeller(seller) } : { authorized: false };
    },
  );

  for (const url of ['/api/admin/auth/me', '/api/auth/admin-data'] as const) {
    app.get(
      url,
      {
        schema: schemaOf(`GET ${url}`),
      },
      async (request, reply) => {
        noStore(reply);
        const session = await request.adminSession();
        const admin =
          session?.role === 'admin' ? await adminAccounts.findById(app.db, session.accountId) : null;
        return admin ? { authorized: true, admin: toPublicAdmin(admin) } : { authorized: false };
      },
    );
  }

  // ---- Google -------------------------------------------------------------------------------

  app.get(
    '/api/auth/providers',
    {
      schema: schemaOf('GET /api/auth/providers'),
    },
    async () => ({ google: google.enabled }),
  );

  app.get(
    '/api/auth/google',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start Google sign-in (browser redirect); redirectUrl must be a path of this site',
        querystring: googleStartQuery,
        response: { 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const url = await google.start(app.db, request.query);
      noStore(reply);
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/api/auth/google/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Google sign-in callback (browser redirect)',
        response: { 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      try {
        const result = await google.finish(app.db, search, request.ip);
        await reply.signIn(result.role, result.accountId);
        return reply.redirect(result.redirectTo, 302);
      } catch (error) {
        if (error instanceof GoogleSignInError) {
          request.log.warn({ reason: error.message }, 'google sign-in refused');
          return reply.redirect(error.redirectTo, 302);
        }
        if (error instanceof AppError) throw error;
        request.log.error({ err: error }, 'google sign-in failed');
        return reply.redirect('/user/auth/signin?error=google', 302);
      }
    },
  );
};
