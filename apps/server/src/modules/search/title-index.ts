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

/**
 * A growable list of numbers in one typed array (what the index stores instead of Maps and objects): Float64 for
 * postings (`id * 16 + weight` needs more than 32 bits for large ids), Int32 for the lexemes of products.
 */
class Packed {
  data: Float64Array | Int32Array;
  length = 0;
  /** Appended since the last sort. */
  dirty = false;

  constructor(wide = true) {
    this.data = wide ? new Float64Array(4) : new Int32Array(1024);
  }

  push(v: number) {
    if (this.length === this.data.length) {
      const bigger =
        this.data instanceof Float64Array
          ? new Float64Array(this.data.length * 2)
          : new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = v;
    this.dirty = true;
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

/**
 * Memory (decision 036): a lexeme is interned once as a small number; each lexeme's postings are one Float64Array of
 * `id * 16 + weight`, sorted when read (a lookup is a binary search); each product's lexemes sit in one shared
 * arena. 100,000 products take about a tenth of what Maps of Maps took, and nothing per product is an object.
 */
export class TitleIndex {
  /** lexeme → its number; the number → its postings (product id × weight). */
  private readonly lexemeIds = new Map<string, number>();
  private readonly postings: Packed[] = [];
  /** lexeme number → its products in rank order, made when first asked and dropped when they change. */
  private readonly ranked = new Map<number, Ranked>();
  /** product id → its slot; per slot: rating (×100), and where its lexemes (`lexeme * 16 + weight`) start and end. */
  private readonly slots = new Map<number, number>();
  private ratings = new Int32Array(1024);
  private lexStart = new Int32Array(1024);
  private lexEnd = new Int32Array(1024);
  private readonly freeSlots: number[] = [];
  private slotCount = 0;
  /** The lexemes of every product, appended (a replaced product's old run stays until the next rebuild). */
  private readonly arena = new Packed(false);

  get size() {
    return this.slots.size;
  }

  has(id: number) {
    return this.slots.has(id);
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

  private newSlot(): number {
    const free = this.freeSlots.pop();
    if (free !== undefined) return free;
    if (this.slotCount === this.ratings.length) {
      const grow = (a: Int32Array) => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.ratings = grow(this.ratings);
      this.lexStart = grow(this.lexStart);
      this.lexEnd = grow(this.lexEnd);
    }
    return this.slotCount++;
  }

  /** The product's lexemes as `lexeme * 16 + weight`, in order. */
  private encode(lexemes: Map<string, number>): number[] {
    const out: number[] = [];
    for (const [lexeme, weight] of lexemes) out.push(this.lexemeId(lexeme) * WEIGHT_SPAN + weight);
    return out.sort((a, b) => a - b);
  }

  /** Adds a public product, or replaces what was known of it (nothing changes when nothing did). */
  upsert(id: number, rating: number, lexemes: Map<string, number>) {
    const encoded = this.encode(lexemes);
    const slot = this.slots.get(id);
    if (slot !== undefined && this.ratings[slot] === rating) {
      const start = this.lexStart[slot]!;
      const end = this.lexEnd[slot]!;
      const same =
        end - start === encoded.length && encoded.every((v, i) => this.arena.data[start + i] === v);
      if (same) return;
    }
    this.remove(id);
    const at = this.newSlot();
    this.slots.set(id, at);
    this.ratings[at] = rating;
    this.lexStart[at] = this.arena.length;
    for (const v of encoded) {
      this.arena.push(v);
      const lexeme = Math.floor(v / WEIGHT_SPAN);
      this.postings[lexeme]!.push(id * WEIGHT_SPAN + (v % WEIGHT_SPAN));
      this.ranked.delete(lexeme);
    }
    this.arena.dirty = false;
    this.lexEnd[at] = this.arena.length;
  }

  /** Takes a product out (no longer public, or gone). */
  remove(id: number) {
    const slot = this.slots.get(id);
    if (slot === undefined) return;
    for (let i = this.lexStart[slot]!; i < this.lexEnd[slot]!; i++) {
      const v = this.arena.data[i]!;
      const lexeme = Math.floor(v / WEIGHT_SPAN);
      const posting = this.postings[lexeme]!;
      const at = posting.lowerBound(id * WEIGHT_SPAN);
      if (at < posting.length && Math.floor(posting.data[at]! / WEIGHT_SPAN) === id) posting.removeAt(at);
      this.ranked.delete(lexeme);
    }
    this.slots.delete(id);
    this.freeSlots.push(slot);
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
      const slot = this.slots.get(id);
      hits.push({ id, score: v % WEIGHT_SPAN, rating: slot === undefined ? 0 : this.ratings[slot]! });
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
