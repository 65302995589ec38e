import type pg from 'pg';
import type { WebSocket } from 'ws';
import type { ChatServerFrame } from '@electrohub/shared/chat';
import type { PgListener } from '../../lib/pg-listener.ts';

const CHANNEL = 'electrohub_chat';

/**
 * Delivers chat frames to every socket of a conversation. With PostgreSQL, frames travel through
 * LISTEN/NOTIFY so any process can reach a socket held by another (processes share nothing in memory), heard on
 * the process's LISTEN connection (lib/pg-listener.ts: reconnects with back-off, reported by /api/health);
 * on the embedded database there is one process and delivery is direct.
 */
export class ChatHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();

  constructor(
    private readonly pool?: pg.Pool,
    listener?: PgListener | null,
  ) {
    listener?.on(CHANNEL, (payload) => {
      const { c, f } = JSON.parse(payload) as { c: number; f: ChatServerFrame };
      this.deliver(c, f);
    });
  }

  stop() {
    for (const set of this.sockets.values()) for (const ws of set) ws.close(1001, 'server shutting down');
    this.sockets.clear();
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
    if (this.pool)
      await this.pool.query('select pg_notify($1, $2)', [
        CHANNEL,
        JSON.stringify({ c: conversationId, f: frame }),
      ]);
    else this.deliver(conversationId, frame);
  }

  private deliver(conversationId: number, frame: ChatServerFrame) {
    const data = JSON.stringify(frame);
    for (const ws of this.sockets.get(conversationId) ?? []) if (ws.readyState === ws.OPEN) ws.send(data);
  }
}
