/**
 * Public answers remembered per process and per database handle (tests run many apps, each on its own database).
 *
 * - An entry is fresh for `ttlMs` (0: nothing is remembered); the least recently used go first beyond `max`.
 * - Concurrent misses of one key share one load: a cold cache under load asks the database once, not once per
 *   waiting request (a slow count asked by 32 requests at once is 32 slow counts).
 * - With `serveStale`, an expired entry is answered once more while a single refresh runs behind it, so a hot
 *   key never makes a request wait after the first load.
 * - `keep` decides whether an answer is remembered at all (e.g. only counts large enough to be costly).
 * - A failed load is not remembered.
 * - `answersChanged(db)` (called by the app after every request that may have written) forgets every answer of
 *   that database at once, and a load that was running meanwhile is handed out but not remembered: what a
 *   request changed is what the next request reads. Other processes see it within `ttlMs`.
 */
export type MemoOptions<V> = {
  ttlMs: number;
  max: number;
  serveStale?: boolean;
  keep?: (value: V) => boolean;
};

type Entry<V> = { at: number; epoch: number; value?: { v: V }; pending?: Promise<V> };

const epochs = new WeakMap<object, number>();
const epochOf = (db: object) => epochs.get(db) ?? 0;

/** Counts the writes of this process to this database (what else keeps derived data can compare it). */
export function answersEpoch(db: object): number {
  return epochOf(db);
}

/** Something may have changed in this database: every remembered answer of it is forgotten. */
export function answersChanged(db: object): void {
  epochs.set(db, epochOf(db) + 1);
}

export class Memo<V> {
  private readonly byDb = new WeakMap<object, { epoch: number; entries: Map<string, Entry<V>> }>();

  constructor(private readonly options: MemoOptions<V>) {}

  /** The answer for `key`, loaded with `load` when missing or expired; `ttlMs` overrides the default. */
  get(
    db: object,
    key: string,
    load: () => Promise<V>,
    opts: { now?: number; ttlMs?: number } = {},
  ): Promise<V> {
    const ttlMs = opts.ttlMs ?? this.options.ttlMs;
    if (ttlMs <= 0) return load();
    const now = opts.now ?? Date.now();
    const epoch = epochOf(db);
    let cache = this.byDb.get(db);
    if (!cache || cache.epoch !== epoch) this.byDb.set(db, (cache = { epoch, entries: new Map() }));
    const { entries } = cache;
    const hit = entries.get(key);

    if (hit?.value) {
      // Most recently used last: the Map's order is the eviction order.
      entries.delete(key);
      entries.set(key, hit);
      if (now - hit.at < ttlMs) return Promise.resolve(hit.value.v);
      if (this.options.serveStale) {
        if (!hit.pending) this.load(db, entries, key, hit, load, now).catch(() => undefined);
        return Promise.resolve(hit.value.v);
      }
    }
    if (hit?.pending) return hit.pending;
    const entry: Entry<V> = hit ?? { at: now, epoch };
    if (!hit) entries.set(key, entry);
    return this.load(db, entries, key, entry, load, now);
  }

  private load(
    db: object,
    entries: Map<string, Entry<V>>,
    key: string,
    entry: Entry<V>,
    load: () => Promise<V>,
    now: number,
  ) {
    const forget = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    const pending = load().then(
      (v) => {
        entry.pending = undefined;
        // Written to meanwhile (the answer may predate the write), or not worth keeping: handed out, not kept.
        if (epochOf(db) !== entry.epoch || (this.options.keep && !this.options.keep(v))) {
          forget();
          return v;
        }
        entry.at = now;
        entry.value = { v };
        while (entries.size > this.options.max) entries.delete(entries.keys().next().value!);
        return v;
      },
      (error: unknown) => {
        entry.pending = undefined;
        if (!entry.value) forget();
        throw error;
      },
    );
    entry.pending = pending;
    return pending;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This write never changes a public answer (the app does not call `answersChanged` after it). */
    keepsPublicAnswers?: boolean;
  }
}

/**
 * Route config of the frequent writes that change nothing the public reads show (the cart, the wishlist,
 * signing in and out), so they do not empty the cache for everyone.
 */
export const KEEPS_PUBLIC_ANSWERS = { keepsPublicAnswers: true } as const;
