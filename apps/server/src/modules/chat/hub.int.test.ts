import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api.ts';
import type { WebSocket } from 'ws';
import type { ChatServerFrame } from '@electrohub/shared/chat';

// The LISTEN connection exists on PostgreSQL only; on PGlite there is one process and delivery is direct.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const t = useTestApp();

type Health = { status: string; database: string; checks?: { chat?: string; cache?: string } };
const health = async () => {
  const res = await t.get('/api/health');
  return { code: res.statusCode, body: res.json<Health>() };
};

/** Poll until `read` gives a value `done` accepts (state, not time: the test timeout bounds it). */
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('chat delivery after a database blip', () => {
  it.skipIf(onPostgres)(
    'on PGlite has no LISTEN connection, so health reports no chat dependency',
    async () => {
      const h = await health();
      expect(h.code).toBe(200);
      expect(h.body.checks?.chat).toBeUndefined();
      expect(h.body.checks?.cache).toBeUndefined();
    },
  );

  it.skipIf(!onPostgres)(
    'reports reconnecting while the LISTEN connection is lost, listens again, and delivers across processes',
    async () => {
      const db = (await t.app.db.execute<{ db: string }>(sql`select current_database() as db`)).rows[0]!.db;
      const listenerPids = async () =>
        (
          await t.app.db.execute<{ pid: number }>(
            sql`select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN %electrohub_chat%'`,
          )
        ).rows.map((r) => r.pid);
      expect((await until(health, (h) => h.body.checks?.chat === 'up')).body.status).toBe('ok');
      const [before] = await until(listenerPids, (p) => p.length === 1);

      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        // Keep it away while we look: no new connection to this database (the pool's open ones stay).
        await admin.query(`alter database "${db}" allow_connections false`);
        await admin.query('select pg_terminate_backend($1)', [before]);
        const down = await until(health, (h) => h.body.checks?.chat === 'reconnecting');
        expect(down.code).toBe(200);
        // One LISTEN connection carries the chat and the public answer changes: both report it.
        expect(down.body).toMatchObject({
          status: 'degraded',
          database: 'up',
          checks: { chat: 'reconnecting', cache: 'reconnecting' },
        });
        await admin.query(`alter database "${db}" allow_connections true`);
      } finally {
        await admin.query(`alter database "${db}" allow_connections true`).catch(() => undefined);
        await admin.end();
      }
      expect((await until(health, (h) => h.body.checks?.chat === 'up')).body.status).toBe('ok');
      const after = await until(listenerPids, (p) => p.length === 1);
      expect(after[0]).not.toBe(before);

      // Delivery through NOTIFY works again: an admin's reply reaches the buyer's socket.
      const adminCookie = (await t.admin()).cookie;
      const buyerCookie = (await t.buyer()).cookie;
      const got: ChatServerFrame[] = [];
      const ws: WebSocket = await t.app.injectWS(
        '/api/chat',
        { headers: { cookie: buyerCookie } },
        {
          onInit: (s) =>
            s.on('message', (d: Buffer) => got.push(JSON.parse(d.toString()) as ChatServerFrame)),
        },
      );
      try {
        ws.send(JSON.stringify({ type: 'handoff' }));
        await until(
          async () => got,
          (g) => g.some((f) => f.type === 'message' && /support team/.test(f.message.content)),
        );
        const inbox = await t.get('/api/admin/chats', adminCookie);
        const conv = inbox.json<{ id: number; status: string }[]>().find((c) => c.status === 'waiting')!;
        const reply = await t.send('POST', `/api/admin/chats/${conv.id}/messages`, adminCookie, {
          content: 'Back after the blip.',
        });
        expect(reply.statusCode).toBe(201);
        await until(
          async () => got,
          (g) => g.some((f) => f.type === 'message' && f.message.content === 'Back after the blip.'),
        );
      } finally {
        ws.terminate();
      }
    },
  );
});
