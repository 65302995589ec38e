/**
 * The titles of the public catalog in memory, for the search's first tier (every query word in a product's name,
 * brand or category). PostgreSQL's GIN index has to read every posting of a common word ("wireless" on 10,000
 * products) before it can hand out the first match; here the same intersection and a full ranking cost a fraction
 * of a millisecond, and only the page's cards are read from the database (decision 021).
 *
 * The lexemes come from PostgreSQL itself (`title_vector`, the same `english` stemming the rest of the search
 * uses), so both tiers agree on what a word is. This module is pure: loading and freshness are in title-sync.ts.
 */

/** How much a query word weighs when it is in the product's name (tsvector weight A) or only in its brand or
 * category (weight B): ts_rank's default weights 1.0 and 0.4, as integers so that sums compare exactly. */
export const NAME_WEIGHT = 10;
export const BRAND_OR_CATEGORY_WEIGHT = 4;

/**
 * A `tsvector`'s text form (`'headphon':3A 'sonic':1A,5B`) as lexeme → weight: the name's weight when any position
 * carries weight A, else the brand-or-category weight.
 */
export function parseTitleVector(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of text.matchAll(/'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g)) {
    const lexeme = m[1]!.replace(/''/g, "'").replace(/\\(.)/g, '$1');
    out.set(lexeme, m[2]?.includes('A') ? NAME_WEIGHT : BRAND_OR_CATEGORY_WEIGHT);
  }
  return out;
}

type Hit = { id: number; score: number; rating: number };

/** Best first: more weight, then better rated, then the older product (lower id). */
const better = (a: Hit, b: Hit) =>
  a.score > b.score ||
  (a.score === b.score && (a.rating > b.rating || (a.rating === b.rating && a.id < b.id)));

/** A lexeme's products in rank order (weight, rating, id), as parallel arrays. */
type Ranked = { ids: Int32Array; weights: Int8Array; ratings: Int32Array };

/** A (product id, weight) pair as one number: `id * WEIGHT_SPAN + weight` (weights are below 16). */
const WEIGHT_SPAN = 16;
const INT32_MAX = 0x7fff_ffff;
/** The per-id arrays stay at most this many times longer than the number of products held (see `sparse`). */
const DENSE_SLACK = 4;

/**
 * A growable list of numbers in one typed array (what the index stores instead of Maps and objects): 32-bit while
 * every value fits (`id * 16 + weight` does for ids below 134 million), widened to 64-bit floats the first time one
 * does not. `compact` drops the room kept for growth.
 */
class Packed {
  data: Float64Array | Int32Array;
  length = 0;
  /** Appended since the last sort. */
  dirty = false;

  constructor(capacity = 4) {
    this.data = new Int32Array(capacity);
  }

  push(v: number) {
    if (this.length === this.data.length || (v > INT32_MAX && this.data instanceof Int32Array)) {
      const wide = this.data instanceof Float64Array || v > INT32_MAX;
      const bigger = wide
        ? new Float64Array(Math.max(4, this.length * 2))
        : new Int32Array(Math.max(4, this.length * 2));
      bigger.set(this.data.subarray(0, this.length));
      this.data = bigger;
    }
    this.data[this.length++] = v;
    this.dirty = true;
  }

  /** Gives back the room kept for growth (after a build, when the lists stop growing). */
  compact() {
    if (this.data.length > this.length) this.data = this.data.slice(0, this.length);
  }

  sorted(): Float64Array | Int32Array {
    const view = this.data.subarray(0, this.length);
    if (this.dirty) {
      view.sort();
      this.dirty = false;
    }
    return view;
  }

  /** Index of the first entry ≥ `v` (entries sorted). */
  lowerBound(v: number): number {
    const d = this.sorted();
    let lo = 0;
    let hi = d.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (d[mid]! < v) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  removeAt(i: number) {
    this.data.copyWithin(i, i + 1, this.length);
    this.length--;
  }
}

/** `a` grown to hold index `i` (doubling), new room zero. */
function room(a: Int32Array, i: number): Int32Array {
  if (i < a.length) return a;
  const b = new Int32Array(Math.max(i + 1, a.length * 2));
  b.set(a);
  return b;
}

/**
 * Memory (decisions 036 and 050): a lexeme is interned once as a small number; each lexeme's postings are one
 * typed array of `id * 16 + weight` (32-bit while ids allow), sorted when read (a lookup is a binary search); each
 * product's lexemes sit in one shared arena, and its rating and the bounds of its run in arrays indexed by product
 * id (ids are a sequence: no map from id to slot). After a build every array is cut to its length. 100,000
 * products take about 12 MB, nothing per product is an object.
 */
export class TitleIndex {
  /** lexeme → its number; the number → its postings (product id × weight). */
  private readonly lexemeIds = new Map<string, number>();
  private readonly postings: Packed[] = [];
  /** lexeme number → its products in rank order, made when first asked and dropped when they change. */
  private readonly ranked = new Map<number, Ranked>();
  /**
   * Per product id: rating (×100), and where its lexemes (`lexeme * 16 + weight`) start and end in the arena plus
   * one (0: not in the index). Ids are the products table's sequence, so these arrays are about as long as the
   * catalog; an id far beyond the products held (more than DENSE_SLACK times their count) goes to `sparse`.
   */
  private ratings: Int32Array = new Int32Array(0);
  private lexStart: Int32Array = new Int32Array(0);
  private lexEnd: Int32Array = new Int32Array(0);
  private readonly sparse = new Map<number, { rating: number; start: number; end: number }>();
  private count = 0;
  /** The lexemes of every product, appended (a replaced product's old run stays until the next rebuild). */
  private readonly arena = new Packed(1024);

  get size() {
    return this.count;
  }

  has(id: number) {
    return (this.lexEnd[id] ?? 0) > 0 || this.sparse.has(id);
  }

  /** Where product `id`'s lexemes are in the arena, and its rating (undefined: not held). */
  private slot(id: number): { rating: number; start: number; end: number } | undefined {
    const end = this.lexEnd[id] ?? 0;
    if (end > 0) return { rating: this.ratings[id]!, start: this.lexStart[id]!, end: end - 1 };
    return this.sparse.get(id);
  }

  private rating(id: number): number {
    return (this.lexEnd[id] ?? 0) > 0 ? this.ratings[id]! : (this.sparse.get(id)?.rating ?? 0);
  }

  private lexemeId(lexeme: string): number {
    let n = this.lexemeIds.get(lexeme);
    if (n === undefined) {
      n = this.postings.length;
      this.lexemeIds.set(lexeme, n);
      this.postings.push(new Packed());
    }
    return n;
  }

  /** The product's lexemes as `lexeme * 16 + weight`, in order. */
  private encode(lexemes: Map<string, number>): number[] {
    const out: number[] = [];
    for (const [lexeme, weight] of lexemes) out.push(this.lexemeId(lexeme) * WEIGHT_SPAN + weight);
    return out.sort((a, b) => a - b);
  }

  /** Adds a public product, or replaces what was known of it (nothing changes when nothing did). */
  upsert(id: number, rating: number, lexemes: Map<string, number>) {
    if (!Number.isInteger(id) || id < 0 || id > INT32_MAX) throw new RangeError(`product id ${id}`);
    const encoded = this.encode(lexemes);
    const known = this.slot(id);
    if (known !== undefined && known.rating === rating) {
      const same =
        known.end - known.start === encoded.length &&
        encoded.every((v, i) => this.arena.data[known.start + i] === v);
      if (same) return;
    }
    this.remove(id);
    const start = this.arena.length;
    for (const v of encoded) {
      this.arena.push(v);
      const lexeme = Math.floor(v / WEIGHT_SPAN);
      this.postings[lexeme]!.push(id * WEIGHT_SPAN + (v % WEIGHT_SPAN));
      this.ranked.delete(lexeme);
    }
    this.arena.dirty = false;
    const end = this.arena.length;
    if (id < this.lexEnd.length || id < DENSE_SLACK * (this.count + 1024)) {
      this.ratings = room(this.ratings, id);
      this.lexStart = room(this.lexStart, id);
      this.lexEnd = room(this.lexEnd, id);
      this.ratings[id] = rating;
      this.lexStart[id] = start;
      this.lexEnd[id] = end + 1;
    } else {
      this.sparse.set(id, { rating, start, end });
    }
    this.count++;
  }

  /** Takes a product out (no longer public, or gone). */
  remove(id: number) {
    const known = this.slot(id);
    if (known === undefined) return;
    for (let i = known.start; i < known.end; i++) {
      const v = this.arena.data[i]!;
      const lexeme = Math.floor(v / WEIGHT_SPAN);
      const posting = this.postings[lexeme]!;
      const at = posting.lowerBound(id * WEIGHT_SPAN);
      if (at < posting.length && Math.floor(posting.data[at]! / WEIGHT_SPAN) === id) posting.removeAt(at);
      this.ranked.delete(lexeme);
    }
    if (!this.sparse.delete(id)) this.lexEnd[id] = 0;
    this.count--;
  }

  /**
   * Gives back the room the arrays kept for growth (called when a build has read every title): the postings, the
   * arena and the per-id arrays are cut to what they hold. Later changes grow them again as needed.
   */
  compact() {
    for (const p of this.postings) {
      p.sorted();
      p.compact();
    }
    this.arena.compact();
    let top = this.lexEnd.length;
    while (top > 0 && this.lexEnd[top - 1] === 0) top--;
    this.ratings = this.ratings.slice(0, top);
    this.lexStart = this.lexStart.slice(0, top);
    this.lexEnd = this.lexEnd.slice(0, top);
  }

  /** The weight of `lexeme` in product `id`'s title (0: not there). */
  private weightOf(lexeme: number, id: number): number {
    const posting = this.postings[lexeme]!;
    const at = posting.lowerBound(id * WEIGHT_SPAN);
    const v = posting.data[at];
    return at < posting.length && Math.floor(v! / WEIGHT_SPAN) === id ? v! % WEIGHT_SPAN : 0;
  }

  private rankedOf(lexeme: number): Ranked {
    let r = this.ranked.get(lexeme);
    if (r) return r;
    const hits: Hit[] = [];
    for (const v of this.postings[lexeme]!.sorted()) {
      const id = Math.floor(v / WEIGHT_SPAN);
      hits.push({ id, score: v % WEIGHT_SPAN, rating: this.rating(id) });
    }
    hits.sort((a, b) => (better(a, b) ? -1 : 1));
    r = {
      ids: Int32Array.from(hits, (h) => h.id),
      weights: Int8Array.from(hits, (h) => h.score),
      ratings: Int32Array.from(hits, (h) => h.rating),
    };
    this.ranked.set(lexeme, r);
    return r;
  }

  /**
   * The best `need` products whose titles hold every word, each word being any of its lexemes (a word and its
   * spellings: `[['wireless'], ['hedphon', 'headphon']]`), ranked by the sum of each word's best weight, then
   * rating, then id. Fewer than `need` only when fewer match.
   *
   * The word with the fewest products drives: its products are visited in rank order (its lexemes' ranked lists
   * merged), the other words looked up, and the visit stops as soon as no product left can enter the page.
   */
  rank(words: string[][], need: number): number[] {
    if (need <= 0) return [];
    const groups = words.map((lexemes) =>
      [...new Set(lexemes)].flatMap((l) => {
        const lexeme = this.lexemeIds.get(l);
        const size = lexeme === undefined ? 0 : this.postings[lexeme]!.length;
        return size > 0 ? [{ lexeme: lexeme!, size }] : [];
      }),
    );
    if (groups.length === 0 || groups.some((g) => g.length === 0)) return [];
    const sizes = groups.map((g) => g.reduce((s, p) => s + p.size, 0));
    const d = sizes.indexOf(Math.min(...sizes));
    const lists = groups[d]!.map((p) => this.rankedOf(p.lexeme));
    const rest = groups.filter((_, i) => i !== d).map((g) => g.map((p) => p.lexeme));
    const restMax = rest.length * NAME_WEIGHT;
    const heads = lists.map(() => 0);
    const seen = lists.length > 1 ? new Set<number>() : null;
    const top: Hit[] = [];
    const head = { id: 0, score: 0, rating: 0 };

    for (;;) {
      // The best head among the driver's lists (all in one rank order, so the merge is in that order too).
      let bi = -1;
      for (let i = 0; i < lists.length; i++) {
        const k = heads[i]!;
        const l = lists[i]!;
        if (k >= l.ids.length) continue;
        const cand = { id: l.ids[k]!, score: l.weights[k]!, rating: l.ratings[k]! };
        if (bi < 0 || better(cand, head)) {
          bi = i;
          Object.assign(head, cand);
        }
      }
      if (bi < 0) break;
      heads[bi]!++;
      if (top.length === need && !better({ ...head, score: head.score + restMax }, top[need - 1]!)) break;
      if (seen) {
        // The first time a product comes up is with its best weight in this word.
        if (seen.has(head.id)) continue;
        seen.add(head.id);
      }
      let score = head.score;
      for (const group of rest) {
        let w = 0;
        for (const lexeme of group) w = Math.max(w, this.weightOf(lexeme, head.id));
        if (w === 0) {
          score = 0;
          break;
        }
        score += w;
      }
      if (score === 0) continue;
      const hit = { id: head.id, score, rating: head.rating };
      if (top.length === need && !better(hit, top[need - 1]!)) continue;
      // Binary insertion keeps `top` sorted best first.
      let lo = 0;
      let hi = top.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (better(top[mid]!, hit)) lo = mid + 1;
        else hi = mid;
      }
      top.splice(lo, 0, hit);
      if (top.length > need) top.pop();
    }
    return top.map((h) => h.id);
  }
}
