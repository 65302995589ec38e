import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.ts';
import { createCategory, createProduct, createSeller, signedInAccounts } from '../../test/factories.ts';

let t: TestContext;
let accounts: Awaited<ReturnType<typeof signedInAccounts>>;
let productId: number;
const EVIL = 'https://evil.example';

beforeAll(async () => {
  t = await buildTestApp();
  accounts = await signedInAccounts(t.app.db);
  const seller = await createSeller(t.app.db);
  const category = await createCategory(t.app.db);
  productId = (await createProduct(t.app.db, { sellerId: seller.id, categoryName: category.name })).id;
});
afterAll(async () => t.close());

const cartCount = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/user/cart', headers: { cookie: accounts.buyer } })).json<{
    products: unknown[];
  }>().products.length;

describe('origin check on every state-changing request', () => {
  it.each([
    '/%61pi/user/cart/add/{id}',
    '/%2561pi/user/cart/add/{id}',
    '/API/user/cart/add/{id}',
    '/api/user/cart/add/{id}?x=/api/',
  ])(
    'refuses %s from a foreign origin whatever the spelling of the path, and changes nothing',
    async (path) => {
      const res = await t.app.inject({
        method: 'POST',
        url: path.replace('{id}', String(productId)),
        headers: { cookie: accounts.buyer, origin: EVIL },
      });
      expect(res.statusCode, res.body).not.toBe(200);
      expect(res.statusCode).not.toBe(201);
      expect(await cartCount()).toBe(0);
    },
  );

  it('refuses the decoded spelling of an API path with 403 Forbidden', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/%61pi/user/cart/add/${productId}`,
      headers: { cookie: accounts.buyer, origin: EVIL },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ flag: 'Forbidden', error: 'Request origin is not allowed' });
    expect(await cartCount()).toBe(0);
  });

  it('refuses a write the browser marks cross-site even without Origin or Referer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/cart/add/${productId}`,
      headers: { cookie: accounts.buyer, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(await cartCount()).toBe(0);
  });

  it('still accepts the same write from this site and from a client that sends no browser headers', async () => {
    const same = await t.app.inject({
      method: 'POST',
      url: `/%61pi/user/cart/add/${productId}`,
      headers: { cookie: accounts.buyer, origin: t.config.PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode, same.body).toBeLessThan(300);
    expect(await cartCount()).toBe(1);
  });
});

describe('sign-out by GET', () => {
  const signedIn = async (cookie: string, url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json<{ authorized: boolean }>()
      .authorized;

  it.each([
    ['a foreign Origin', { origin: EVIL }],
    ['a foreign Referer', { referer: `${EVIL}/page` }],
    ['a cross-site navigation', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }],
    ['a cross-site image', { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' }],
  ])('is refused from %s and the sessions stay', async (_name, headers) => {
    for (const [url, cookie, probe] of [
      ['/api/auth/logout', accounts.buyer, '/api/auth/user-data'],
      ['/api/admin/auth/logout', accounts.admin, '/api/auth/admin-data'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().flag).toBe('Forbidden');
      expect(res.cookies).toHaveLength(0);
      expect(await signedIn(cookie, probe)).toBe(true);
    }
  });

  it('works from this site (same-origin fetch or a typed address)', async () => {
    const extra = await signedInAccounts(t.app.db);
    const a = await t.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { cookie: extra.buyer, 'sec-fetch-site': 'same-origin', origin: t.config.PUBLIC_URL },
    });
    expect(a.statusCode).toBe(200);
    expect(await signedIn(extra.buyer, '/api/auth/user-data')).toBe(false);
    const b = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auth/logout',
      headers: { cookie: extra.admin, 'sec-fetch-site': 'none' },
    });
    expect(b.statusCode).toBe(200);
    expect(await signedIn(extra.admin, '/api/auth/admin-data')).toBe(false);
  });
});
