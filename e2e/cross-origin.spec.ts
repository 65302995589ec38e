import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@electrohub/shared/demo';
import { allowConsoleErrors, startE2E, type E2E } from './helpers.ts';
import { freePort } from './server.ts';

/**
 * A client served from another origin (a partner's storefront, a separate web app) uses the API with nothing but
 * `fetch` and the session cookie: CORS for every method the API uses, absolute image URLs, `/media` shown cross-origin.
 */
let e2e: E2E;
let partner: http.Server;
let partnerOrigin: string;

beforeAll(async () => {
  const port = await freePort();
  // Same site as the API (loopback), another origin (port): cookies travel with credentials, CORS decides.
  partnerOrigin = `http://127.0.0.1:${port}`;
  partner = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<!doctype html><html lang="en"><head><title>Partner shop</title></head><body><h1>Partner shop</h1></body></html>',
    );
  });
  await new Promise<void>((resolve) => partner.listen(port, '127.0.0.1', resolve));
  e2e = await startE2E({ CORS_ORIGINS: partnerOrigin });
});

afterAll(async () => {
  await e2e?.close();
  await new Promise((resolve) => partner?.close(resolve));
});

type Step = { step: string; status: number; body: unknown; total?: string | null };

describe('a client on another origin', () => {
  it('signs in, changes and removes a cart line, edits the profile and shows a product image', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto(partnerOrigin);
    await page.getByRole('heading', { name: 'Partner shop' }).waitFor();

    const steps = await page.evaluate(
      async ({ api, account }) => {
        const out: Step[] = [];
        const call = async (step: string, method: string, path: string, body?: unknown) => {
          const res = await fetch(api + path, {
            method,
            credentials: 'include',
            headers: body === undefined ? {} : { 'content-type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const text = await res.text();
          const parsed: unknown = text ? JSON.parse(text) : undefined;
          out.push({ step, status: res.status, body: parsed, total: res.headers.get('X-Total-Count') });
          return parsed as Record<string, unknown>;
        };
        const signIn = await call('sign in', 'POST', '/api/user/auth/signin', {
          email: account.email,
          password: account.password,
        });
        const user = signIn.user as { id: number };
        const list = await call('products', 'GET', '/api/user/products?limit=1');
        const product = (list.products as { id: number; images: { url: string }[] }[])[0]!;
        await call('add to cart', 'POST', `/api/user/cart/add/${product.id}`, { quantity: '1' });
        const cart = (await call('cart', 'GET', '/api/user/cart')) as unknown;
        const lines = (Array.isArray(cart) ? cart : (cart as { products: unknown[] }).products) as {
          id: number;
          cartItemId: number;
        }[];
        const line = lines.find((l) => l.id === product.id)!;
        await call('change quantity', 'PUT', `/api/user/cart/update/${line.cartItemId}`, { quantity: 2 });
        await call('remove line', 'DELETE', `/api/user/cart/remove/${line.cartItemId}`);
        await call('edit profile', 'PATCH', `/api/user/${user.id}`, {
          address: '7 Residency Road, Bengaluru 560025',
        });
        await call('orders (paged list)', 'GET', '/api/user/orders?page=1&limit=5');

        const img = document.createElement('img');
        img.alt = 'product';
        img.src = product.images[0]!.url;
        document.body.append(img);
        await img.decode().catch(() => undefined);
        out.push({ step: 'image', status: img.naturalWidth > 0 ? 200 : 0, body: img.src });
        return out;
      },
      { api: e2e.server.url, account: DEMO_ACCOUNTS.buyer },
    );

    const byStep = Object.fromEntries(steps.map((s) => [s.step, s]));
    for (const name of [
      'sign in',
      'products',
      'add to cart',
      'cart',
      'change quantity',
      'remove line',
      'edit profile',
      'orders (paged list)',
    ])
      expect(byStep[name]?.status, `${name}: ${JSON.stringify(byStep[name]?.body).slice(0, 300)}`).toBe(200);
    // The paging header is exposed to the other origin.
    expect(byStep['orders (paged list)']?.total).toMatch(/^\d+$/);
    // The image URL is absolute (on the API's origin) and the browser shows it on the partner's page.
    expect(String(byStep.image?.body)).toMatch(new RegExp(`^${e2e.server.url}/media/`));
    expect(byStep.image?.status).toBe(200);

    // The change really happened, seen by the API's own origin.
    const me = await fetch(`${e2e.server.url}/api/auth/user-data`, {
      headers: {
        cookie: (await context.cookies(e2e.server.url)).map((c) => `${c.name}=${c.value}`).join('; '),
      },
    });
    expect(JSON.stringify(await me.json())).toContain('7 Residency Road');
    await context.close();
  });

  it('gets no CORS permission on a page of an origin that is not configured', async () => {
    // The point of this test: Chromium blocks the call and says so in the console.
    allowConsoleErrors(/blocked by CORS policy/, /Failed to load resource: net::ERR_FAILED/);
    const { page, context } = await e2e.newPage();
    const port = await freePort();
    const stranger = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Stranger</title><h1>Stranger</h1>');
    });
    await new Promise<void>((resolve) => stranger.listen(port, '127.0.0.1', resolve));
    try {
      await page.goto(`http://127.0.0.1:${port}`);
      const outcome = await page.evaluate(async (api) => {
        try {
          await fetch(`${api}/api/user/auth/signin`, {
            method: 'POST',
            credentials: 'include',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'x@example.in', password: 'Password@123' }),
          });
          return 'answered';
        } catch {
          return 'blocked';
        }
      }, e2e.server.url);
      expect(outcome).toBe('blocked');
    } finally {
      await context.close();
      await new Promise((resolve) => stranger.close(resolve));
    }
  });
});
