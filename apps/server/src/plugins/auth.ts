import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { storedIp } from '../lib/ip.ts';
import {
  ADMIN_COOKIE,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  cookieFor,
  createSession,
  deleteSession,
  findSession,
  sessionKey,
  type Role,
  type SessionInfo,
  type SessionKey,
} from '../modules/auth/sessions.ts';
import { DEVICE_COOKIE, DEVICE_TTL_MS, rememberDevice } from '../modules/auth/devices.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in buyer or seller (shared cookie), looked up at most once per request. */
    session(): Promise<SessionInfo | null>;
    adminSession(): Promise<SessionInfo | null>;
    /** The signed-in buyer's id, or 401 NoTokenProvided. */
    requireUser(): Promise<number>;
    /**
     * The buyer's session for a write that checks it in its own statement (decision 061; the service answers 401
     * when the statement finds no live buyer session), or 401 NoTokenProvided at once without the cookie.
     */
    buyerSession(): SessionKey;
    /** The signed-in seller's id, or 401 NoTokenProvided. */
    requireSeller(): Promise<number>;
    /** The signed-in admin's id, or 401 NoAdminTokenProvided. */
    requireAdmin(): Promise<number>;
  }
  interface FastifyReply {
    /** Start a session for the account and set its cookie. */
    signIn(role: Role, accountId: number): Promise<void>;
    /** End the current session of that cookie (buyer/seller or admin) and clear it. */
    signOut(kind: 'account' | 'admin'): Promise<void>;
  }
}

export const noToken = () => new AppError('NoTokenProvided', 'Please sign in to continue', 401);
export const noAdminToken = () =>
  new AppError('NoAdminTokenProvided', 'Please sign in as an administrator', 401);

/**
 * Sessions (docs/decisions/002-sessions-origin-rate-limits.md): opaque tokens in HttpOnly SameSite=Lax cookies,
 * stored hashed, 7 days. Routes ask for the role they need; nothing is looked up otherwise.
 */
export const authPlugin = fp(
  (app: FastifyInstance) => {
    const secure = app.config.PUBLIC_URL.startsWith('https://');
    const cache = new WeakMap<FastifyRequest, Map<string, Promise<SessionInfo | null>>>();

    function lookup(request: FastifyRequest, cookie: string) {
      let m = cache.get(request);
      if (!m) cache.set(request, (m = new Map<string, Promise<SessionInfo | null>>()));
      let p = m.get(cookie);
      if (!p) {
        const token = request.cookies[cookie];
        p = token ? findSession(app.db, token) : Promise.resolve(null);
        m.set(cookie, p);
      }
      return p;
    }

    app.decorateRequest('session', function (this: FastifyRequest) {
      return lookup(this, SESSION_COOKIE);
    });
    app.decorateRequest('adminSession', function (this: FastifyRequest) {
      return lookup(this, ADMIN_COOKIE);
    });
    app.decorateRequest('requireUser', async function (this: FastifyRequest) {
      const s = await lookup(this, SESSION_COOKIE);
      if (!s || s.role !== 'user') throw noToken();
      return s.accountId;
    });
    app.decorateRequest('buyerSession', function (this: FastifyRequest) {
      const token = this.cookies[SESSION_COOKIE];
      if (!token) throw noToken();
      return sessionKey(token);
    });
    app.decorateRequest('requireSeller', async function (this: FastifyRequest) {
      const s = await lookup(this, SESSION_COOKIE);
      if (!s || s.role !== 'seller') throw noToken();
      return s.accountId;
    });
    app.decorateRequest('requireAdmin', async function (this: FastifyRequest) {
      const s = await lookup(this, ADMIN_COOKIE);
      if (!s || s.role !== 'admin') throw noAdminToken();
      return s.accountId;
    });

    app.decorateReply('signIn', async function (this: FastifyReply, role: Role, accountId: number) {
      // A new sign-in replaces whatever session this browser had in that cookie (buyer ↔ seller switch).
      const previous = this.request.cookies[cookieFor(role)];
      if (previous) await deleteSession(app.db, previous);
      const token = await createSession(app.db, role, accountId, {
        ip: storedIp(this.request.ip) ?? undefined,
        userAgent: this.request.headers['user-agent'],
      });
      this.setCookie(cookieFor(role), token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: SESSION_TTL_MS / 1000,
      });
      // This browser becomes a known device of the account: it passes the limits that bind strangers.
      const devices = await rememberDevice(app.db, role, accountId, this.request.cookies[DEVICE_COOKIE]);
      this.setCookie(DEVICE_COOKIE, devices, {
        path: '/api/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: DEVICE_TTL_MS / 1000,
      });
    });
    app.decorateReply('signOut', async function (this: FastifyReply, kind: 'account' | 'admin') {
      const cookie = kind === 'admin' ? ADMIN_COOKIE : SESSION_COOKIE;
      const token = this.request.cookies[cookie];
      if (token) await deleteSession(app.db, token);
      this.clearCookie(cookie, { path: '/' });
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
