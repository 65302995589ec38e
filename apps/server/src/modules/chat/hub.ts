import pg from 'pg';
import type { WebSocket } from 'ws';
import type { ChatServerFrame } from '@electrohub/shared/chat';

const CHANNEL = 'electrohub_chat';

/**
 * Delivers chat frames to every socket of a conversation. With PostgreSQL, frames travel through
 * LISTEN/NOTIFY so any process can reach a socket held by another (ARCHITECTURE.md 'Runtime shape');
 * on the embedded database there is one process and delivery is direct.
 */
export class ChatHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private listener: pg.Client | null = null;

  constructor(private readonly pool?: pg.Pool) {}

  async start() {
    if (!this.pool) return;
    // Its own connection, not one of the pool's: a LISTEN holds it for the life of the process.
    this.listener = new pg.Client(this.pool.options);
    this.listener.on('error', () => {
      // The connection was lost (database restart); delivery resumes when the process restarts.
      this.listener = null;
    });
    await this.listener.connect();
    this.listener.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      const { c, f } = JSON.parse(n.payload) as { c: number; f: ChatServerFrame };
      this.deliver(c, f);
    });
    await this.listener.query(`LISTEN ${CHANNEL}`);
  }

  async stop() {
    for (const set of this.sockets.values()) for (const ws of set) ws.close(1001, 'server shutting down');
    this.sockets.clear();
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  join(conversationId: number, ws: WebSocket) {
    let set = this.sockets.get(conversationId);
    if (!set) this.sockets.set(conversationId, (set = new Set()));
    set.add(ws);
  }

  leave(conversationId: number, ws: WebSocket) {
    const set = this.sockets.get(conversationId);
    set?.delete(ws);
    if (set?.size === 0) this.sockets.delete(conversationId);
  }

  async publish(conversationId: number, frame: ChatServerFrame) {
    if (this.pool) await this.pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ c: conversationId, f: frame })]);
    else this.deliver(conversationId, frame);
  }

  private deliver(conversationId: number, frame: ChatServerFrame) {
    const data = JSON.stringify(frame);
    for (const ws of this.sockets.get(conversationId) ?? []) if (ws.readyState === ws.OPEN) ws.send(data);
  }
}
