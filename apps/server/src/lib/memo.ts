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
 * - **Forgotten by what changed** (decision 029): each answer carries tags (`tags` of `get`: what it shows, e.g.
 *   "the page of product 7", "a list of category Phones"). `publicChanged(db, tags)` forgets the answers holding
 *   any of those tags, `answersChanged(db)` every answer of that database. An answer whose load began before a
 *   change it holds is handed out but not remembered: what a request changed is what the next request reads.
 *   Both also reach the other processes through the relay the app attaches (PostgreSQL NOTIFY,
 *   plugins/public-changes.ts); what arrives from them is applied with `forgetAnswers`.
 */
export type MemoOptions<V> = {
  ttlMs: number;
  max: number;
  /** With `sizeOf`: the least recently used go first beyond this many bytes too (pages of very different sizes). */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
  serveStale?: boolean;
  keep?: (value: V) => boolean;
};

/**
 * The answers (objects) a memo remembers. Every request that gets one shares it and none may change it, so the
 * serializer writes each of them once (lib/serializer.ts, decision 033).
 */
const remembered = new WeakSet<object>();
export const isRememberedAnswer = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && remembered.has(value);

/** The tag that stands for every answer. */
export const ALL_ANSWERS = '*';
/**
 * Beyond this many changed tags remembered per database, the next change forgets everything instead (the log of
 * changes stays bounded however many products move).
 */
const MAX_CHANGED_TAGS = 100_000;

/** Per database: a counter of changes, when everything last changed, and when each tag last changed. */
type ChangeLog = { seq: number; all: number; tags: Map<string, number> };
const logs = new WeakMap<object, ChangeLog>();

function logOf(db: object): ChangeLog {
  let log = logs.get(db);
  if (!log) logs.set(db, (log = { seq: 0, all: 0, tags: new Map() }));
  return log;
}

/** Nothing an answer loaded from `seq` on holds has changed since. */
function unchangedSince(log: ChangeLog, seq: number, tags: readonly string[]): boolean {
  if (log.all > seq) return false;
  for (const tag of tags) if ((log.tags.get(tag) ?? 0) > seq) return false;
  return true;
}

/** Forget, in this process only, the answers holding any of `tags` (`ALL_ANSWERS`: all of them). */
export function forgetAnswers(db: object, tags: Iterable<string>): void {
  const log = logOf(db);
  const seq = ++log.seq;
  for (const tag of tags) {
    if (tag === ALL_ANSWERS) {
      log.all = seq;
      log.tags.clear();
      return;
    }
    log.tags.set(tag, seq);
  }
  if (log.tags.size > MAX_CHANGED_TAGS) {
    log.all = seq;
    log.tags.clear();
  }
}

/** Carries this process's changes to the other processes (PostgreSQL NOTIFY; none on PGlite). */
export type ChangeRelay = (tags: readonly string[]) => void;
const relays = new WeakMap<object, ChangeRelay>();

export function setChangeRelay(db: object, relay: ChangeRelay | null): void {
  if (relay) relays.set(db, relay);
  else relays.delete(db);
}

/** Per database: the longest any answer may live right now, when something limits it (decision 055). */
const ttlCaps = new WeakMap<object, () => number | null>();

/**
 * Caps the time to live of every answer of `db` (and of what keeps derived data, the search title index) at what
 * `cap` answers when asked, null meaning no cap: the app caps it while the other processes' changes cannot arrive
 * (the LISTEN connection is down, plugins/public-changes.ts). `null` removes the cap.
 */
export function setTtlCap(db: object, cap: (() => number | null) | null): void {
  if (cap) ttlCaps.set(db, cap);
  else ttlCaps.delete(db);
}

/** `ttlMs` as capped for `db` right now ({@link setTtlCap}). */
export function cappedTtl(db: object, ttlMs: number): number {
  const cap = ttlCaps.get(db)?.();
  return cap != null && cap < ttlMs ? cap : ttlMs;
}

/**
 * Something public changed (called after the change committed): the answers holding any of `tags` are forgotten
 * here at once, and in the other processes as soon as the relay's notification reaches them.
 */
export function publicChanged(db: object, tags: readonly string[]): void {
  if (tags.length === 0) return;
  forgetAnswers(db, tags);
  relays.get(db)?.(tags);
}

/** Anything may have changed in this database: every remembered answer of it is forgotten (here and elsewhere). */
export function answersChanged(db: object): void {
  publicChanged(db, [ALL_ANSWERS]);
}

/**
 * A number that grows whenever `tag` (or everything) changes in this database, in this process or, through the
 * relay, another one: what else keeps derived data (the search title index) compares it.
 */
export function changeCount(db: object, tag: string): number {
  const log = logOf(db);
  return Math.max(log.all, log.tags.get(tag) ?? 0);
}

type Entry<V> = {
  at: number;
  /** The change count when the remembered value's load began, and the tags it holds. */
  seq: number;
  tags: readonly string[];
  value?: { v: V };
  /** What `sizeOf` said of the remembered value (counted in the memo's bytes while it is kept). */
  bytes?: number;
  pending?: Promise<V>;
  pendingSeq?: number;
};

export type GetOptions<V> = {
  now?: number;
  /** Overrides the default time to live. */
  ttlMs?: number;
  /** What the answer shows (decision 029): it is forgotten when any of these changes. */
  tags?: (value: V) => readonly string[];
};

export class Memo<V> {
  private readonly byDb = new WeakMap<object, Map<string, Entry<V>>>();
  /** Bytes of the remembered values per database's entries (with `sizeOf`). */
  private readonly bytes = new WeakMap<Map<string, Entry<V>>, number>();

  constructor(private readonly options: MemoOptions<V>) {}

  /** The answer for `key`, loaded with `load` when missing, expired or changed. */
  get(db: object, key: string, load: () => Promise<V>, opts: GetOptions<V> = {}): Promise<V> {
    const ttlMs = cappedTtl(db, opts.ttlMs ?? this.options.ttlMs);
    if (ttlMs <= 0) return load();
    const now = opts.now ?? Date.now();
    const tagsOf = opts.tags ?? (() => []);
    const log = logOf(db);
    let entries = this.byDb.get(db);
    if (!entries) this.byDb.set(db, (entries = new Map<string, Entry<V>>()));
    let hit = entries.get(key);

    if (hit?.value) {
      if (!unchangedSince(log, hit.seq, hit.tags)) {
        // Changed since it was loaded: never answered again, not even stale.
        this.release(entries, hit);
        hit.value = undefined;
        if (!hit.pending) {
          entries.delete(key);
          hit = undefined;
        }
      } else {
        // Most recently used last: the Map's order is the eviction order.
        entries.delete(key);
        entries.set(key, hit);
        if (now - hit.at < ttlMs) return Promise.resolve(hit.value.v);
        if (this.options.serveStale) {
          if (!hit.pending) this.load(db, entries, key, hit, load, tagsOf, now).catch(() => undefined);
          return Promise.resolve(hit.value.v);
        }
      }
    }
    if (hit?.pending) {
      const { pending, pendingSeq = 0 } = hit;
      // A load that began after every change so far is as fresh as a new one; one that began before a change
      // is shared only if what it read turns out untouched by the changes since (else this request loads anew).
      if (pendingSeq === log.seq) return pending;
      return pending.then((v) => (unchangedSince(log, pendingSeq, tagsOf(v)) ? v : load()));
    }
    const entry: Entry<V> = hit ?? { at: now, seq: log.seq, tags: [] };
    if (!hit) entries.set(key, entry);
    return this.load(db, entries, key, entry, load, tagsOf, now);
  }

  /** Stops counting the bytes of an entry's remembered value (it is dropped or replaced). */
  private release(entries: Map<string, Entry<V>>, entry: Entry<V>): void {
    if (!entry.bytes) return;
    this.bytes.set(entries, (this.bytes.get(entries) ?? 0) - entry.bytes);
    entry.bytes = 0;
  }

  private load(
    db: object,
    entries: Map<string, Entry<V>>,
    key: string,
    entry: Entry<V>,
    load: () => Promise<V>,
    tagsOf: (value: V) => readonly string[],
    now: number,
  ) {
    const log = logOf(db);
    const seq = log.seq;
    const forget = () => {
      if (entries.get(key) !== entry) return;
      this.release(entries, entry);
      entries.delete(key);
    };
    const pending = load().then(
      (v) => {
        entry.pending = undefined;
        const tags = tagsOf(v);
        // Changed meanwhile (the answer may predate the change), or not worth keeping: handed out, not kept.
        if (!unchangedSince(log, seq, tags) || (this.options.keep && !this.options.keep(v))) {
          forget();
          return v;
        }
        this.release(entries, entry);
        entry.at = now;
        entry.seq = seq;
        entry.tags = tags;
        entry.value = { v };
        if (typeof v === 'object' && v !== null) remembered.add(v);
        const { sizeOf, maxBytes = Infinity } = this.options;
        if (sizeOf) {
          entry.bytes = sizeOf(v);
          this.bytes.set(entries, (this.bytes.get(entries) ?? 0) + entry.bytes);
        }
        while (
          entries.size > this.options.max ||
          (entries.size > 1 && (this.bytes.get(entries) ?? 0) > maxBytes)
        ) {
          const oldest = entries.keys().next().value!;
          this.release(entries, entries.get(oldest)!);
          entries.delete(oldest);
        }
        return v;
      },
      (error: unknown) => {
        entry.pending = undefined;
        if (!entry.value) forget();
        throw error;
      },
    );
    entry.pending = pending;
    entry.pendingSeq = seq;
    return pending;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This write never changes a public answer (the app does not call `answersChanged` after it). */
    keepsPublicAnswers?: boolean;
    /** This write reports what it changed itself (`publicChanged` with precise tags; decision 029). */
    reportsPublicChanges?: boolean;
  }
}

/**
 * Route config of the frequent writes that change nothing the public reads show (the cart, the wishlist,
 * signing in and out), so they do not empty the cache for everyone.
 */
export const KEEPS_PUBLIC_ANSWERS = { keepsPublicAnswers: true } as const;

/**
 * Route config of the writes whose service says what it changed (`publicChanged` after each commit: checkout's
 * stock moves, a seller's product edit, a review): the app then does not forget every answer after them. Every
 * other write, including ones added later, forgets them all.
 */
export const REPORTS_PUBLIC_CHANGES = { reportsPublicChanges: true } as const;
