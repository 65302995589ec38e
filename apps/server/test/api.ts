import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { allKeys, buildTestApp, SECRET_KEYS, type TestContext } from './helpers.ts';
import { hashToken } from '../src/modules/auth/sessions.ts';
import { multipart, type FilePart } from './multipart.ts';
import {
  createAdmin,
  createBuyer,
  createCategory,
  createProduct,
  createSeller,
  sessionCookie,
} from './factories.ts';

/**
 * The harness every API integration test file starts with: `const t = useTestApp()` builds the real app on a
 * fresh database before the file's tests (`beforeAll`) and closes both after them (`afterAll`), and `t` carries
 * the app, its database and config once built, request helpers and makers of signed-in accounts and products.
 *
 * Hooks the file registers after this call run after the app is built and, for `afterAll`, before it is closed.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type AppOptions = Parameters<typeof buildTestApp>[1];
type ProductOverrides = Partial<Parameters<typeof createProduct>[1]>;
type Env = Record<string, string>;

export interface TestApi extends Omit<TestContext, 'close'> {
  /** GET `url`, signed in with `cookie` when given. */
  get: (url: string, cookie?: string) => Promise<LightMyRequestResponse>;
  /** Any method on `url`, signed in with `cookie` when given, with `payload` as the JSON body when given. */
  send: (method: Method, url: string, cookie?: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  /** A multipart form of `fields` and `files` sent with `method` to `url`, signed in with `cookie` when given. */
  sendForm: (
    method: Method,
    url: string,
    cookie: string | undefined,
    fields: Record<string, string | number>,
    files?: FilePart[],
  ) => Promise<LightMyRequestResponse>;
  /** A new buyer row with a signed-in session `cookie`. */
  buyer: (o?: Parameters<typeof createBuyer>[1]) => Promise<Awaited<ReturnType<typeof createBuyer>> & Signed>;
  /** A new seller row with a signed-in session `cookie`. */
  seller: (
    o?: Parameters<typeof createSeller>[1],
  ) => Promise<Awaited<ReturnType<typeof createSeller>> & Signed>;
  /** A new admin row with a signed-in session `cookie`. */
  admin: (o?: Parameters<typeof createAdmin>[1]) => Promise<Awaited<ReturnType<typeof createAdmin>> & Signed>;
  /** The file's default seller and category, made on first use: where `product()` puts its products. */
  shop: () => Promise<{ sellerId: number; categoryName: string }>;
  /** A product of the default seller in the default category unless `o` names others. */
  product: (o?: ProductOverrides) => ReturnType<typeof createProduct>;
  /** Cookies of sessions that are not a live buyer's: a seller's, an expired, a signed-out and an unknown one. */
  notBuyerCookies: () => Promise<string[]>;
}

interface Signed {
  cookie: string;
}

export interface UseTestAppOptions {
  /** Added to the test configuration; a function is called when the app is built, after the file's earlier
   * `beforeAll` hooks (so a fake server started there can give its URL). */
  env?: Env | (() => Env | Promise<Env>);
  /** Options of the app itself (routes added for a test, background jobs, rate limits); a function is called
   * when the app is built, as `env` is. */
  app?: AppOptions | (() => AppOptions);
  /** The default seller `product()` uses (its name, say). */
  shopSeller?: Parameters<typeof createSeller>[1];
  /** Record every JSON answer of the request helpers and check after the file's tests that none holds a
   * secret key (SECRET_KEYS) at any depth. */
  noSecrets?: boolean;
}

/** Build the app for this file (see the top of this module). */
export function useTestApp(o: UseTestAppOptions = {}): TestApi {
  const { env = {}, app: opts = {}, shopSeller, noSecrets = false } = o;
  const answers: unknown[] = [];
  let ctx: TestContext | undefined;
  let madeShop: Promise<{ sellerId: number; categoryName: string }> | undefined;
  beforeAll(async () => {
    ctx = await buildTestApp(
      typeof env === 'function' ? await env() : env,
      typeof opts === 'function' ? opts() : opts,
    );
  });
  afterAll(async () => ctx?.close());
  // Registered after the close, so it runs before it (afterAll hooks run last-registered first).
  if (noSecrets)
    afterAll(() => {
      for (const a of answers) for (const k of SECRET_KEYS) expect(allKeys(a).has(k), k).toBe(false);
    });

  const built = (): TestContext => {
    if (!ctx) throw new Error('useTestApp: the app is built in beforeAll; use it inside hooks and tests');
    return ctx;
  };
  const db = () => built().app.db;
  const record = (res: LightMyRequestResponse) => {
    if (noSecrets && String(res.headers['content-type'] ?? '').includes('json')) answers.push(res.json());
    return res;
  };
  const send = async (method: Method, url: string, cookie?: string, payload?: unknown) =>
    record(
      await built().app.inject({
        method,
        url,
        headers: cookie ? { cookie } : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    );
  const api: TestApi = {
    get app() {
      return built().app;
    },
    get database() {
      return built().database;
    },
    get config() {
      return built().config;
    },
    get dataDir() {
      return built().dataDir;
    },
    get: (url, cookie) => send('GET', url, cookie),
    send,
    sendForm: async (method, url, cookie, fields, files = []) => {
      const body = await multipart(fields, files);
      return record(
        await built().app.inject({
          method,
          url,
          headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
          payload: body.payload,
        }),
      );
    },
    buyer: async (o) => {
      const row = await createBuyer(db(), o);
      return { ...row, cookie: await sessionCookie(db(), 'user', row.id) };
    },
    seller: async (o) => {
      const row = await createSeller(db(), o);
      return { ...row, cookie: await sessionCookie(db(), 'seller', row.id) };
    },
    admin: async (o) => {
      const row = await createAdmin(db(), o);
      return { ...row, cookie: await sessionCookie(db(), 'admin', row.id) };
    },
    shop: () => {
      madeShop ??= (async () => ({
        sellerId: (await createSeller(db(), shopSeller)).id,
        categoryName: (await createCategory(db())).name,
      }))();
      return madeShop;
    },
    product: async (o = {}) => {
      const { sellerId, categoryName } = o;
      if (sellerId !== undefined && categoryName !== undefined)
        return createProduct(db(), { ...o, sellerId, categoryName });
      return createProduct(db(), { ...(await api.shop()), ...o });
    },
    notBuyerCookies: async () => {
      const seller = (await api.seller()).cookie;
      const expired = (await api.buyer()).cookie;
      await db().execute(
        sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${hashToken(expired.split('=')[1]!)}`,
      );
      const signedOut = (await api.buyer()).cookie;
      expect((await send('POST', '/api/auth/logout', signedOut)).statusCode).toBe(200);
      return [seller, expired, signedOut, 'eh_session=not-a-token'];
    },
  };
  return api;
}
