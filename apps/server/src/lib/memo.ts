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
  /**
   * The remembered values count against the byte budget of their database, shared with the other answer caches
   * (`setAnswerBudget`): each at `sizeOf` (0 without it) plus what the serializer reports, plus ENTRY_BYTES.
   */
  shared?: boolean;
};

/**
 * The answers (objects) a memo remembers. Every request that gets one shares it and none may change it, so the
 * serializer writes each of them once (lib/serializer.ts, decision 033).
 */
const remembered = new WeakSet<object>();
export const isRememberedAnswer = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && remembered.has(value);

/** Of each remembered object: how to add to its size in the memo that keeps it (a no-op once it is dropped). */
const growers = new WeakMap<object, (bytes: number) => void>();

/**
 * `bytes` more are held for a remembered answer (its written text, a compressed form of it): counted in the memo
 * that keeps it, which then drops the least recently used beyond its bounds. Nothing for an answer no memo keeps.
 */
export function rememberedGrew(value: object, bytes: number): void {
  growers.get(value)?.(bytes);
}

/**
 * The memory an answer's objects take, estimated from its JSON text (decision 061). Parsed copies of the bench
 * catalog's answers hold 1.4–1.6 heap bytes per character of their text, but the answers as the app builds them
 * (rows mapped into cards) with the room V8 keeps around them cost more: one server filled with 2,000 different
 * 48-card listings grew by 1.64 MB of RSS per MB of budget when objects were counted at 2.5 bytes a character
 * (budgets of 8, 32 and 64 MB: 174, 207 and 266 MB); at 4.5 it grew by 1.21 MB per MB (163, 195 and 231 MB).
 */
export const OBJECT_BYTES_PER_CHAR = 4.5;
/**
 * What an entry costs beyond its value (the entry and its Map slot, the key, the tags' array): an estimate, so that
 * answers of a few bytes (a null, an empty list) still count.
 */
export const ENTRY_BYTES = 200;

/**
 * Per database: the bytes the shared answer caches may hold, what they hold, and their entries by last use (`moves`:
 * how many times an entry was put at the end of `lru`, see `Entry.lruMove`).
 */
type Budget = { max: number; bytes: number; lru: Set<Entry<unknown>>; moves: number };
const budgets = new WeakMap<object, Budget>();

/**
 * The answer caches (`shared` memos) of `db` hold at most `maxBytes` together (decision 061); set by the app from
 * ANSWER_CACHE_MB. Without it (unit tests) they are bounded only by their own `max` and `maxBytes`.
 */
export function setAnswerBudget(db: object, maxBytes: number): void {
  const budget = budgets.get(db);
  if (budget) budget.max = maxBytes;
  else budgets.set(db, { max: maxBytes, bytes: 0, lru: new Set(), moves: 0 });
}

/** The bytes the shared answer caches of `db` count now (tests, and the measurement of decision 061). */
export function answerBytes(db: object): number {
  return budgets.get(db)?.bytes ?? 0;
}

/** Beyond the budget, the least recently used answer of any shared memo goes (one is always kept). */
function trimBudget(db: object): void {
  const budget = budgets.get(db);
  if (!budget) return;
  while (budget.bytes > budget.max && budget.lru.size > 1) budget.lru.values().next().value!.drop!();
}

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
  /** The remembered value's size (`sizeOf`, and in a shared memo what was reported since): counted while kept. */
  bytes?: number;
  /** In a shared memo: forgets the remembered value and the entry (the budget's eviction). */
  drop?: () => void;
  pending?: Promise<V>;
  pendingSeq?: number;
  /**
   * The memo's move count when the entry was last put at the end of its map, and its budget's when put at the end of
   * the budget's `lru`: at most that many entries can have been put after it since, so while fewer than half the
   * entries were, it is still in the newer half and a hit leaves it where it is (see `touch`).
   */
  mapMove?: number;
  lruMove?: number;
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
  /** Bytes of the remembered values per database's entries (with `sizeOf`, or in a shared memo). */
  private readonly bytes = new WeakMap<Map<string, Entry<V>>, number>();
  /** How many times an entry was put at the end of one of this memo's maps (any database's). */
  private moves = 0;

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
        this.release(db, entries, hit);
        hit.value = undefined;
        if (!hit.pending) {
          entries.delete(key);
          hit = undefined;
        }
      } else {
        this.touch(db, entries, key, hit);
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
    if (!hit) {
      entries.set(key, entry);
      entry.mapMove = ++this.moves;
    }
    return this.load(db, entries, key, entry, load, tagsOf, now);
  }

  /**
   * A hit: most recently used last, as the Map's order is the eviction order (and the budget's Set's, when shared).
   * An entry still in the newer half of its map (fewer than half the entries were put after it since it was) stays
   * where it is (decision 064): moving it is a delete and an insert in each of two hash tables, ~3 % of a remembered
   * answer's CPU, and the eviction only ever takes from the older end. So what goes is always an entry that was not
   * used while at least half of the others were put after it: least recently used within half the cache, exactly LRU
   * for two entries.
   */
  private touch(db: object, entries: Map<string, Entry<V>>, key: string, hit: Entry<V>): void {
    if (this.moves - (hit.mapMove ?? 0) >= entries.size >> 1) {
      entries.delete(key);
      entries.set(key, hit);
      hit.mapMove = ++this.moves;
    }
    if (hit.drop) {
      const budget = budgets.get(db);
      if (budget && budget.moves - (hit.lruMove ?? 0) >= budget.lru.size >> 1 && budget.lru.delete(hit)) {
        budget.lru.add(hit);
        hit.lruMove = ++budget.moves;
      }
    }
  }

  /** Adds `bytes` to what an entry's remembered value counts, in this memo and in its database's budget. */
  private count(db: object, entries: Map<string, Entry<V>>, entry: Entry<V>, bytes: number): void {
    entry.bytes = (entry.bytes ?? 0) + bytes;
    this.bytes.set(entries, (this.bytes.get(entries) ?? 0) + bytes);
    if (entry.drop) {
      const budget = budgets.get(db);
      if (budget) budget.bytes += bytes;
    }
  }

  /** Stops counting the bytes of an entry's remembered value (it is dropped or replaced). */
  private release(db: object, entries: Map<string, Entry<V>>, entry: Entry<V>): void {
    if (entry.drop) budgets.get(db)?.lru.delete(entry);
    if (entry.bytes) this.count(db, entries, entry, -entry.bytes);
  }

  /** Beyond `max` entries or `maxBytes`, the least recently used go (one is always kept). */
  private trim(entries: Map<string, Entry<V>>, db: object): void {
    const { maxBytes = Infinity } = this.options;
    while (
      entries.size > this.options.max ||
      (entries.size > 1 && (this.bytes.get(entries) ?? 0) > maxBytes)
    ) {
      const oldest = entries.keys().next().value!;
      this.release(db, entries, entries.get(oldest)!);
      entries.delete(oldest);
    }
    if (this.options.shared) trimBudget(db);
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
      this.release(db, entries, entry);
      entries.delete(key);
    };
    const pending = load().then(
      (v) => {
        entry.pending = undefined;
        const tags = tagsOf(v);
        // Changed meanwhile (the answer may predate the change), not worth keeping, or its entry dropped while it
        // loaded (by a bound): handed out, not kept.
        if (
          entries.get(key) !== entry ||
          !unchangedSince(log, seq, tags) ||
          (this.options.keep && !this.options.keep(v))
        ) {
          forget();
          return v;
        }
        this.release(db, entries, entry);
        entry.at = now;
        entry.seq = seq;
        entry.tags = tags;
        const value = { v };
        entry.value = value;
        const { sizeOf, shared } = this.options;
        const budget = shared ? budgets.get(db) : undefined;
        if (budget) {
          entry.drop ??= () => {
            this.release(db, entries, entry);
            entry.value = undefined;
            if (entries.get(key) === entry && !entry.pending) entries.delete(key);
          };
          budget.lru.add(entry);
          entry.lruMove = ++budget.moves;
        }
        if (sizeOf || shared) this.count(db, entries, entry, (sizeOf?.(v) ?? 0) + (shared ? ENTRY_BYTES : 0));
        if (typeof v === 'object' && v !== null) {
          remembered.add(v);
          if (shared)
            growers.set(v, (bytes) => {
              // Only while this very value is kept: a dropped or replaced one no longer counts.
              if (entry.value !== value) return;
              this.count(db, entries, entry, bytes);
              this.trim(entries, db);
            });
        }
        this.trim(entries, db);
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
