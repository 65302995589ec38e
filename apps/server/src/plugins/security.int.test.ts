import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.ts';
import { useTestApp } from '../../test/api.ts';
import { auditLog } from '../db/schema/index.ts';
import { createCategory, createProduct, createSeller, signedInAccounts } from '../../test/factories.ts';

const t = useTestApp();
let accounts: Awaited<ReturnType<typeof signedInAccounts>>;
let productId: number;
const EVIL = 'https://evil.example';

beforeAll(async () => {
  accounts = await signedInAccounts(t.app.db);
  const seller = await createSeller(t.app.db);
  const category = await createCategory(t.app.db);
  productId = (await createProduct(t.app.db, { sellerId: seller.id, categoryName: category.name })).id;
});

const cartCount = async () =>
  (await t.get('/api/user/cart', accounts.buyer)).json<{
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
    (await t.get(url, cookie)).json<{ authorized: boolean }>().authorized;

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

describe('forwarded addresses (TRUST_PROXY)', () => {
  /** A refused sign-in as `email` through `app`, then the address its audit row recorded. */
  async function auditedIp(ctx: Pick<TestContext, 'app'>, email: string, forwardedFor: string) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/auth/signin',
      payload: { email, password: 'Wrong@12345' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress: '192.0.2.10',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const rows = await ctx.app.db
      .select()
      .from(auditLog)
      .where(like(auditLog.detail, `${email}:%`));
    expect(rows).toHaveLength(1);
    return rows[0]!.ip;
  }

  it('is off by default: the audit log keeps the socket address, not what the client wrote', async () => {
    expect(await auditedIp(t, 'off@example.in', '203.0.113.9')).toBe('192.0.2.10');
  });

  it('does not let a client reset the per-address write limit by rotating X-Forwarded-For', async () => {
    const limited = await buildTestApp({}, { writesPerMinute: 2, extend: probeWrite });
    try {
      const codes: number[] = [];
      for (let i = 1; i <= 3; i++)
        codes.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/test/write',
              headers: { 'x-forwarded-for': `203.0.113.${i}` },
            })
          ).statusCode,
        );
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('with a hop count believes that many proxies, and stores only a valid address', async () => {
    const one = await buildTestApp({ TRUST_PROXY: '1' });
    try {
      expect(await auditedIp(one, 'hop1@example.in', '203.0.113.9')).toBe('203.0.113.9');
      // The client's own entries stay to the left of what the trusted proxy appended.
      expect(await auditedIp(one, 'hop1b@example.in', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    } finally {
      await one.close();
    }
    const two = await buildTestApp({ TRUST_PROXY: '2' });
    try {
      expect(await auditedIp(two, 'hop2@example.in', "<script>alert('x')</script>, 203.0.113.7")).toBeNull();
    } finally {
      await two.close();
    }
  });

  it('with a list believes only those proxies', async () => {
    const listed = await buildTestApp({ TRUST_PROXY: '192.0.2.0/24' });
    try {
      expect(await auditedIp(listed, 'list@example.in', '203.0.113.5')).toBe('203.0.113.5');
      const res = await listed.app.inject({
        method: 'POST',
        url: '/api/user/auth/signin',
        payload: { email: 'list2@example.in', password: 'Wrong@12345' },
        headers: { 'x-forwarded-for': '203.0.113.5' },
        remoteAddress: '198.51.100.1',
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      const rows = await listed.app.db
        .select()
        .from(auditLog)
        .where(like(auditLog.detail, 'list2@example.in:%'));
      expect(rows.map((r) => r.ip)).toEqual(['198.51.100.1']);
    } finally {
      await listed.close();
    }
  });
});

async function probeWrite(app: FastifyInstance) {
  app.post('/api/test/write', async () => ({ ok: true }));
}
