import type { DbOrTx } from '../../db/client.ts';
import { cappedTtl, changeCount } from '../../lib/memo.ts';
import { PUBLIC_TAGS } from '../catalog/changes.ts';
import { parseTitleVector, TitleIndex } from './title-index.ts';
import * as repo from './repository.ts';

/**
 * Keeps one title index per process and database handle as fresh as the other public answers (decision 021):
 *
 * - built on the first search (every public product's `title_vector`);
 * - before a search, brought up to date with what changed (`updated_at`, stamped by a trigger on every update)
 *   when a product changed since (tag `search`, by this process or, through NOTIFY, another: decision 029), or
 *   when the last look is older than the answer cache's time to live (CATALOG_CACHE_SECONDS; with 0, before
 *   every search); stock moves are not product changes (they do not touch the row);
 * - each look reads again what changed in the OVERLAP_MS before the newest change it saw, so a transaction that
 *   committed a little after its change was stamped is not missed; a full rebuild every FULL_REBUILD_MS catches
 *   anything longer, and deleted products;
 * - a product the index still holds but that is gone or hidden is never shown: the page's cards are read from the
 *   database with the visibility rule (service.ts falls back to the database's search then).
 */
const OVERLAP_MS = 10_000;
const FULL_REBUILD_MS = 10 * 60_000;
const BUILD_SLICE = 2_000;

type State = {
  index: TitleIndex;
  maxSeenMs: number;
  syncedAt: number;
  epoch: number;
  builtAt: number;
  pending?: Promise<void>;
};

/** Grows with every product change that may touch a title (or with everything forgotten at once). */
const searchChanges = (db: DbOrTx) => changeCount(db, PUBLIC_TAGS.search);

const built = new WeakMap<object, Promise<State>>();
const rebuilding = new WeakSet<object>();

function apply(state: State, rows: repo.TitleRow[]) {
  for (const row of rows) {
    if (row.visible) state.index.upsert(row.id, row.rating, parseTitleVector(row.vector));
    else state.index.remove(row.id);
    if (row.updatedAtMs > state.maxSeenMs) state.maxSeenMs = row.updatedAtMs;
  }
}

async function build(db: DbOrTx, now: number): Promise<State> {
  const state: State = {
    index: new TitleIndex(),
    maxSeenMs: 0,
    syncedAt: now,
    epoch: searchChanges(db),
    builtAt: Date.now(),
  };
  // Page by page in id order, yielding between pages, so that building for a large catalog neither holds other
  // requests up for long nor keeps every row in memory at once.
  for (let afterId = 0; ;) {
    const rows = await repo.titleRows(db, null, { afterId, limit: BUILD_SLICE });
    apply(state, rows);
    if (rows.length < BUILD_SLICE) break;
    afterId = rows[rows.length - 1]!.id;
    await new Promise((resolve) => setImmediate(resolve));
  }
  // Every title is read: the room the arrays kept for growing goes back (decision 050).
  state.index.compact();
  return state;
}

function sync(db: DbOrTx, state: State, now: number): Promise<void> {
  if (state.pending) return state.pending;
  const epoch = searchChanges(db);
  const run = repo
    .titleRows(db, state.maxSeenMs - OVERLAP_MS)
    .then((rows) => {
      apply(state, rows);
      state.syncedAt = now;
      state.epoch = epoch;
    })
    .finally(() => {
      state.pending = undefined;
    });
  state.pending = run;
  return run;
}

/**
 * The title index of this database, as fresh as `ttlMs` asks (0: read the changes now), capped as the answers are
 * while other processes' changes cannot arrive (lib/memo.ts `cappedTtl`).
 */
export async function titleIndexFor(db: DbOrTx, given: number, now = Date.now()): Promise<TitleIndex> {
  const ttlMs = cappedTtl(db, given);
  let loading = built.get(db);
  if (!loading) {
    loading = build(db, now);
    built.set(db, loading);
    loading.catch(() => built.delete(db));
  }
  const state = await loading;
  // A product change (here or in another process) while a look was running needs one more look.
  for (let i = 0; i < 3; i++) {
    const stale = ttlMs <= 0 || now - state.syncedAt >= ttlMs || state.epoch !== searchChanges(db);
    if (!stale) break;
    await sync(db, state, now);
    if (ttlMs <= 0 && state.epoch === searchChanges(db)) break;
  }
  if (Date.now() - state.builtAt >= FULL_REBUILD_MS) void rebuildTitleIndex(db, now);
  return state.index;
}

/**
 * Reads every public title again into a new index and puts it in place of the old one (the full rebuild every
 * FULL_REBUILD_MS: deleted products leave, and anything the looks missed is read). One at a time per database.
 */
export async function rebuildTitleIndex(db: DbOrTx, now = Date.now()): Promise<void> {
  if (rebuilding.has(db)) return;
  rebuilding.add(db);
  try {
    const fresh = await build(db, now);
    // Whatever changed while it was reading is read again by the next look.
    fresh.syncedAt = -Infinity;
    built.set(db, Promise.resolve(fresh));
  } catch {
    // The old index stays; the next search tries again.
  } finally {
    rebuilding.delete(db);
  }
}
