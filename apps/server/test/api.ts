import { afterAll, beforeAll } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestContext } from './helpers.ts';
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
}

interface Signed {
  cookie: string;
}

/**
 * Build the app for this file (see the top of this module). `env` adds to the test configuration; a function is
 * called when the app is built, after the file's earlier `beforeAll` hooks (a fake server started there can give
 * its URL). `shop` overrides the default seller and category `product()` uses.
 */
export function useTestApp(
  env: Env | (() => Env | Promise<Env>) = {},
  opts: AppOptions = {},
  shop: { seller?: Parameters<typeof createSeller>[1] } = {},
): TestApi {
  let ctx: TestContext | undefined;
  let madeShop: Promise<{ sellerId: number; categoryName: string }> | undefined;
  beforeAll(async () => {
    ctx = await buildTestApp(typeof env === 'function' ? await env() : env, opts);
  });
  afterAll(async () => ctx?.close());

  const built = (): TestContext => {
    if (!ctx) throw new Error('useTestApp: the app is built in beforeAll; use it inside hooks and tests');
    return ctx;
  };
  const db = () => built().app.db;
  const send = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    built().app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
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
      return built().app.inject({
        method,
        url,
        headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
        payload: body.payload,
      });
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
        sellerId: (await createSeller(db(), shop.seller)).id,
        categoryName: (await createCategory(db())).name,
      }))();
      return madeShop;
    },
    product: async (o = {}) => createProduct(db(), { ...(await api.shop()), ...o }),
  };
  return api;
}
