import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from './lib/errors.ts';
import { buildTestApp } from '../test/helpers.ts';
import { useTestApp } from '../test/api.ts';

/** Resolved when the slow probe has the request (the server is serving it), so a test can close the app then. */
let slowArrived: () => void = () => undefined;
async function probeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/test/echo',
    {
      schema: {
        body: z
          .object({
            email: z.email('Invalid email address'),
            name: z.string().min(3, 'Name must be at least 3 characters'),
          })
          .strict(),
      },
    },
    async (req) => ({ ok: true, name: req.body.name }),
  );
  r.get('/api/test/boom', async () => {
    throw new Error('SELECT secret_column FROM internals -- stack detail');
  });
  r.get('/api/test/app-error', async () => {
    throw new AppError('OutOfStock', 'Out of stock: Phone X', 409, { products: [1] });
  });
  r.get('/api/test/slow', async () => {
    slowArrived();
    await new Promise((res) => setTimeout(res, 300));
    return { done: true };
  });
}

const t = useTestApp({ app: { extend: probeRoutes } });

describe('error model', () => {
  it('answers 400 with the flag, the first message and every issue', async () => {
    const res = await t.send('POST', '/api/test/echo', undefined, { email: 'nope', name: 'ab' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.flag).toBe('ValidationError');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Invalid email address' },
        { path: 'name', message: 'Name must be at least 3 characters' },
      ]),
    );
    expect(typeof body.error).toBe('string');
  });

  it('rejects unknown body fields', async () => {
    const res = await t.send('POST', '/api/test/echo', undefined, {
      email: 'a@b.in',
      name: 'abc',
      admin: true,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.get('/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ flag: 'NotFound' });
  });

  it('hides internals of a 500 and carries the request id', async () => {
    const res = await t.get('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/SELECT|secret_column|stack/);
    expect(res.json()).toEqual({ flag: 'InternalError', error: expect.any(String) });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers a JSON body over 1 MB with 413 PayloadTooLarge naming the body limit, not the file limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.in', name: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ flag: 'PayloadTooLarge', error: 'Request body must not exceed 1 MB' });
  });

  it('maps AppError to its status, flag and extra fields', async () => {
    const res = await t.get('/api/test/app-error');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ flag: 'OutOfStock', error: 'Out of stock: Phone X', products: [1] });
  });
});

describe('origin check', () => {
  it.each([
    ['a state-changing request from a foreign origin', { origin: 'https://evil.example' }],
    ['a foreign Referer when there is no Origin', { referer: 'https://evil.example/page' }],
  ])('refuses %s', async (_what, headers) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers,
      payload: { email: 'a@b.in', name: 'abc' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().flag).toBe('Forbidden');
  });

  it('accepts the public origin and the same host', async () => {
    const ok1 = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { origin: t.config.PUBLIC_URL },
      payload: { email: 'a@b.in', name: 'abc' },
    });
    expect(ok1.statusCode).toBe(200);
    const ok2 = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { origin: 'http://shop.example:8080', host: 'shop.example:8080' },
      payload: { email: 'a@b.in', name: 'abc' },
    });
    expect(ok2.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy without unsafe scripts', async () => {
    const res = await t.get('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('health', () => {
  it('is 200 with the database up', async () => {
    const res = await t.get('/api/health');
    expect(res.statusCode).toBe(200);
    // On PostgreSQL the chat's LISTEN connection is reported too (checks.chat).
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});

describe('openapi', () => {
  it('describes the routes', async () => {
    const res = await t.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/health');
  });

  it('documents a body the route may go without as optional, and others as required', async () => {
    const { paths } = (await t.get('/api/docs/json')).json();
    expect(paths['/api/user/cart/add/{productId}'].post.requestBody.required).toBe(false);
    expect(paths['/api/contact'].post.requestBody.required).toBe(true);
  });
});

describe('health without a database', () => {
  it('is 503 when the database is unreachable', async () => {
    const t2 = await buildTestApp();
    await t2.database.close();
    const res = await t2.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    await t2.app.close();
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish and refuses new ones', async () => {
    const t3 = await buildTestApp({}, { extend: probeRoutes });
    const address = await t3.app.listen({ port: 0, host: '127.0.0.1' });
    const arrived = new Promise<void>((resolve) => (slowArrived = resolve));
    const inflight = fetch(`${address}/api/test/slow`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    // Close once the request is being served (not after a fixed pause: background jobs share the event loop).
    await arrived;
    const closing = t3.app.close();
    const result = await inflight;
    await closing;
    expect(result).toEqual({ status: 200, body: { done: true } });
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    await t3.database.close();
  });
});
