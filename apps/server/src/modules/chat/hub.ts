import pg from 'pg';
import type { WebSocket } from 'ws';
import type { ChatServerFrame } from '@electrohub/shared/chat';

const CHANNEL = 'electrohub_chat';
/** Back-off between attempts to get the LISTEN connection back: 100 ms doubling up to 5 s. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;

export type ListenerState = 'up' | 'reconnecting';

/**
 * Delivers chat frames to every socket of a conversation. With PostgreSQL, frames travel through
 * LISTEN/NOTIFY so any process can reach a socket held by another (ARCHITECTURE.md 'Runtime shape');
 * on the embedded database there is one process and delivery is direct.
 *
 * The LISTEN connection is the process's ear: when it is lost (database restart, connection killed) it is
 * opened again with back-off until it works, and `state` says `reconnecting` meanwhile (reported by /api/health).
 */
export class ChatHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private listener: pg.Client | null = null;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private attempts = 0;
  private _state: ListenerState = 'reconnecting';

  constructor(
    private readonly pool?: pg.Pool,
    private readonly log?: { warn(msg: string): void; info(msg: string): void },
  ) {}

  /** `up` while frames from other processes arrive; `reconnecting` after the connection was lost. */
  get state(): ListenerState {
    return this._state;
  }

  async start() {
    if (!this.pool) return;
    // The first connection must work: a process that cannot listen at start does not start.
    try {
      await this.listen();
    } catch (err) {
      this.stopped = true;
      if (this.retryTimer) clearTimeout(this.retryTimer);
      throw err;
    }
  }

  /** Open a connection of its own (not the pool's: a LISTEN holds it for the life of the process) and LISTEN. */
  private async listen() {
    const client = new pg.Client(this.pool!.options);
    let lost = false;
    const onLost = (reason: string) => {
      if (lost) return;
      lost = true;
      if (this.listener === client) this.listener = null;
      client.end().catch(() => undefined);
      if (this.stopped) return;
      if (this._state === 'up') this.log?.warn(`chat: LISTEN connection lost (${reason}); reconnecting`);
      this._state = 'reconnecting';
      this.scheduleRetry();
    };
    client.on('error', (err) => onLost(err.message));
    client.on('end', () => onLost('connection ended'));
    client.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      const { c, f } = JSON.parse(n.payload) as { c: number; f: ChatServerFrame };
      this.deliver(c, f);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      onLost(err instanceof Error ? err.message : String(err));
      throw err;
    }
    if (lost || this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
    if (this.attempts > 0) this.log?.info('chat: LISTEN connection back');
    this.attempts = 0;
    this._state = 'up';
  }

  private scheduleRetry() {
    if (this.retryTimer || this.stopped) return;
    const delay = Math.min(RETRY_FIRST_MS * 2 ** this.attempts, RETRY_MAX_MS);
    this.attempts++;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      // A failed attempt schedules the next one through onLost.
      this.listen().catch(() => undefined);
    }, delay);
    this.retryTimer.unref();
  }

  async stop() {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
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
