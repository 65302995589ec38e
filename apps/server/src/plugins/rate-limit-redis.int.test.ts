import net from 'node:net';
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closedPort, type TestContext } from '../../test/helpers.ts';

/** A TCP server that accepts connections and never answers: a hung Redis. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const srv = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  return {
    port: (srv.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        srv.close(() => resolve());
      }),
  };
}

async function probeWrite(app: FastifyInstance) {
  app.post('/api/test/write', async () => ({ ok: true }));
}

type Health = { status: string; database: string; checks?: Record<string, string> };
const health = async (t: TestContext) =>
  (await t.app.inject({ method: 'GET', url: '/api/health' })).json<Health>();

/** Poll the health answer until `done` (state, not time: the test timeout bounds it). */
async function healthUntil(t: TestContext, done: (h: Health) => boolean): Promise<Health> {
  for (;;) {
    const h = await health(t);
    if (done(h)) return h;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each([
  [
    'closed port',
    async () => ({ url: `redis://127.0.0.1:${await closedPort()}`, close: async () => undefined }),
  ],
  [
    'server that never answers',
    async () => {
      const s = await silentServer();
      return { url: `redis://127.0.0.1:${s.port}`, close: () => s.close() };
    },
  ],
])('rate limits with Redis unreachable (%s)', (_name, redis) => {
  let t: TestContext;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const r = await redis();
    close = r.close;
    t = await buildTestApp({ REDIS_URL: r.url }, { writesPerMinute: 100, extend: probeWrite });
  });
  afterAll(async () => {
    await t.close();
    await close();
  });

  it('lets writes through instead of failing them', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/test/write' });
      expect(res.statusCode, res.body).toBe(200);
    }
    // A real route too: a refused sign-in is a 4xx, not a 500.
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/signin',
      payload: { email: 'a@b.in', password: 'Wrong@12345' },
    });
    expect(signin.statusCode).toBeGreaterThanOrEqual(400);
    expect(signin.statusCode).toBeLessThan(500);
  });

  it('reports Redis down in /api/health: 200, status degraded', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'degraded', database: 'up', checks: { redis: 'down' } });
  });
});

describe('rate limits with Redis up (127.0.0.1:6379)', () => {
  let t: TestContext;
  let reachable = false;
  beforeAll(async () => {
    reachable = await new Promise<boolean>((resolve) => {
      const s = net.connect(6379, '127.0.0.1', () => {
        s.destroy();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (reachable)
      t = await buildTestApp(
        { REDIS_URL: 'redis://127.0.0.1:6379' },
        { writesPerMinute: 2, extend: probeWrite },
      );
  });
  afterAll(async () => t?.close());

  it('reports redis up and limits writes through it', async (ctx) => {
    if (!reachable) ctx.skip('no Redis on 127.0.0.1:6379');
    expect(await healthUntil(t, (h) => h.checks?.redis === 'up')).toMatchObject({
      status: expect.stringMatching(/ok|degraded/),
    });
    // An address of its own, so keys left by other runs in the shared Redis do not count.
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const codes: number[] = [];
    for (let i = 0; i < 3; i++)
      codes.push((await t.app.inject({ method: 'POST', url: '/api/test/write', remoteAddress })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });
});
