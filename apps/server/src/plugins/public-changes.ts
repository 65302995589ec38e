import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { ALL_ANSWERS, forgetAnswers, setChangeRelay, setTtlCap } from '../lib/memo.ts';

/** The one channel of public answer changes; the payload is `{"o": sender, "t": [tags]}`. */
export const PUBLIC_CHANGES_CHANNEL = 'electrohub_public';
/** NOTIFY payloads must stay under 8000 bytes: a longer list of tags is sent as "everything". */
const MAX_PAYLOAD = 7_900;

/**
 * Sends this process's changes to the others, after they committed and outside any transaction (NOTIFY inside
 * checkout's transaction would queue every commit behind PostgreSQL's notification lock). One NOTIFY at a time:
 * what changes while one is on its way is gathered into the next, so a burst of orders costs a few notifications.
 */
class NotifyRelay {
  private readonly queued = new Set<string>();
  private sending: Promise<void> | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly origin: string,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  push(tags: readonly string[]) {
    for (const tag of tags) this.queued.add(tag);
    this.sending ??= this.flush();
  }

  private async flush() {
    try {
      await this.send();
    } finally {
      // No await between the last look at the queue and this: nothing pushed in between is left behind.
      this.sending = null;
    }
  }

  private async send() {
    while (this.queued.size > 0) {
      const tags = this.queued.has(ALL_ANSWERS) ? [ALL_ANSWERS] : [...this.queued];
      this.queued.clear();
      let payload = JSON.stringify({ o: this.origin, t: tags });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD)
        payload = JSON.stringify({ o: this.origin, t: [ALL_ANSWERS] });
      try {
        await this.pool.query('select pg_notify($1, $2)', [PUBLIC_CHANGES_CHANNEL, payload]);
      } catch (err) {
        // The other processes keep their answers until the time to live ends (CATALOG_CACHE_SECONDS).
        this.log.warn({ err }, 'public answer changes could not be sent to the other processes');
      }
    }
  }

  /** Resolves when what was queued has been sent (or failed). */
  async drain() {
    while (this.sending) await this.sending;
  }
}

function parseChange(payload: string): { o: string; t: string[] } | null {
  const value: unknown = JSON.parse(payload);
  if (typeof value !== 'object' || value === null) return null;
  const { o, t } = value as { o?: unknown; t?: unknown };
  if (typeof o !== 'string' || !Array.isArray(t) || !t.every((x) => typeof x === 'string')) return null;
  return { o, t };
}

/**
 * The public answer cache across processes (decision 029). On PostgreSQL every process tells the others what its
 * writes changed (NOTIFY on one channel, through the relay lib/memo.ts calls), and forgets what theirs changed
 * when it hears it on the shared LISTEN connection. While that connection is lost, answers live at most
 * LISTENER_DOWN_TTL_MS (or CATALOG_CACHE_SECONDS if shorter, decision 055) and `/api/health` says `degraded`
 * (`checks.cache: reconnecting`); when it is back, every answer is forgotten (what was sent meanwhile is lost). On
 * the embedded database there is one process: the local path is all there is.
 */
/** How long an answer may live while the LISTEN connection is down (decision 055): the former default TTL. */
export const LISTENER_DOWN_TTL_MS = 10_000;

export const publicChangesPlugin = fp(
  (app: FastifyInstance) => {
    const pool = app.database.pool;
    const listener = app.listener;
    if (!pool || !listener) return;
    const db = app.db;
    const origin = randomUUID();
    const relay = new NotifyRelay(pool, origin, app.log);
    setChangeRelay(db, (tags) => relay.push(tags));
    listener.on(PUBLIC_CHANGES_CHANNEL, (payload) => {
      const change = parseChange(payload);
      if (!change) throw new Error('not a change of public answers');
      if (change.o !== origin) forgetAnswers(db, change.t);
    });
    listener.onReconnect(() => forgetAnswers(db, [ALL_ANSWERS]));
    // While the connection is down, no other process's change can arrive: answers live at most LISTENER_DOWN_TTL_MS
    // (decision 055), whatever CATALOG_CACHE_SECONDS says.
    setTtlCap(db, () => (listener.state === 'up' ? null : LISTENER_DOWN_TTL_MS));
    app.dependencies.register('cache', () => listener.state);
    app.addHook('onClose', async () => {
      setChangeRelay(db, null);
      setTtlCap(db, null);
      await relay.drain();
    });
  },
  { name: 'public-changes', dependencies: ['db', 'listener'] },
);
