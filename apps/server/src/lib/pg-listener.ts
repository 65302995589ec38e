import pg from 'pg';

/** Back-off between attempts to get the LISTEN connection back: 100 ms doubling up to 5 s. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;

export type ListenerState = 'up' | 'reconnecting';

/**
 * The process's ear on PostgreSQL: one connection of its own (not the pool's: a LISTEN holds it for the life of the
 * process) that LISTENs on every channel a module asked for (the chat's frames, the public answers' changes) and
 * hands each notification to that channel's handler. When it is lost (database restart, connection killed) it is
 * opened again with back-off until it works; `state` says `reconnecting` meanwhile (reported by /api/health), and
 * once it is back the `onReconnect` handlers run (notifications sent meanwhile are lost: they catch up).
 */
export class PgListener {
  private readonly handlers = new Map<string, (payload: string) => void>();
  private readonly reconnectHandlers: (() => void)[] = [];
  private client: pg.Client | null = null;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private attempts = 0;
  private lostOnce = false;
  private _state: ListenerState = 'reconnecting';

  constructor(
    private readonly options: pg.ClientConfig,
    private readonly log?: { warn(msg: string): void; info(msg: string): void },
  ) {}

  /** `up` while notifications arrive; `reconnecting` after the connection was lost. */
  get state(): ListenerState {
    return this._state;
  }

  /** Listen on `channel` (a constant identifier), before `start`. */
  on(channel: string, handler: (payload: string) => void): void {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
    this.handlers.set(channel, handler);
  }

  /** Run after the connection came back from a loss. */
  onReconnect(handler: () => void): void {
    this.reconnectHandlers.push(handler);
  }

  async start(): Promise<void> {
    // The first connection must work: a process that cannot listen at start does not start.
    try {
      await this.listen();
    } catch (err) {
      this.stopped = true;
      if (this.retryTimer) clearTimeout(this.retryTimer);
      throw err;
    }
  }

  private async listen() {
    const client = new pg.Client(this.options);
    let lost = false;
    const onLost = (reason: string) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      client.end().catch(() => undefined);
      if (this.stopped) return;
      if (this._state === 'up') {
        this.log?.warn(`LISTEN connection lost (${reason}); reconnecting`);
        this.lostOnce = true;
      }
      this._state = 'reconnecting';
      this.scheduleRetry();
    };
    client.on('error', (err) => onLost(err.message));
    client.on('end', () => onLost('connection ended'));
    client.on('notification', (n) => {
      if (n.payload === undefined) return;
      try {
        this.handlers.get(n.channel)?.(n.payload);
      } catch (err) {
        // Anyone connected may NOTIFY: a malformed payload is dropped, never the process.
        this.log?.warn(
          `${n.channel}: notification dropped (${err instanceof Error ? err.message : String(err)})`,
        );
      }
    });
    try {
      await client.connect();
      if (this.handlers.size > 0)
        await client.query([...this.handlers.keys()].map((c) => `LISTEN ${c}`).join('; '));
    } catch (err) {
      onLost(err instanceof Error ? err.message : String(err));
      throw err;
    }
    if (lost || this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (this.attempts > 0) this.log?.info('LISTEN connection back');
    this.attempts = 0;
    this._state = 'up';
    if (this.lostOnce) for (const handler of this.reconnectHandlers) handler();
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

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
