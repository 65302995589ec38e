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

export class TitleIndex {
  /** lexeme → (product id → weight of the lexeme in that product's title). */
  private readonly postings = new Map<string, Map<number, number>>();
  /** lexeme → its products in rank order, made when first asked and dropped when the lexeme's products change. */
  private readonly ranked = new Map<string, Ranked>();
  /** product id → its rating (×100) and title lexemes with their weights. */
  private readonly docs = new Map<number, { rating: number; lexemes: Map<string, number> }>();

  get size() {
    return this.docs.size;
  }

  has(id: number) {
    return this.docs.has(id);
  }

  /** Adds a public product, or replaces what was known of it (nothing changes when nothing did). */
  upsert(id: number, rating: number, lexemes: Map<string, number>) {
    const doc = this.docs.get(id);
    if (
      doc &&
      doc.rating === rating &&
      doc.lexemes.size === lexemes.size &&
      [...lexemes].every(([l, w]) => doc.lexemes.get(l) === w)
    )
      return;
    this.remove(id);
    for (const [lexeme, weight] of lexemes) {
      let posting = this.postings.get(lexeme);
      if (!posting) this.postings.set(lexeme, (posting = new Map<number, number>()));
      posting.set(id, weight);
      this.ranked.delete(lexeme);
    }
    this.docs.set(id, { rating, lexemes });
  }

  /** Takes a product out (no longer public, or gone). */
  remove(id: number) {
    const doc = this.docs.get(id);
    if (!doc) return;
    for (const lexeme of doc.lexemes.keys()) {
      const posting = this.postings.get(lexeme);
      posting?.delete(id);
      if (posting?.size === 0) this.postings.delete(lexeme);
      this.ranked.delete(lexeme);
    }
    this.docs.delete(id);
  }

  private rankedOf(lexeme: string, posting: Map<number, number>): Ranked {
    let r = this.ranked.get(lexeme);
    if (r) return r;
    const hits: Hit[] = [];
    for (const [id, score] of posting) hits.push({ id, score, rating: this.docs.get(id)?.rating ?? 0 });
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
        const posting = this.postings.get(l);
        return posting ? [{ lexeme: l, posting }] : [];
      }),
    );
    if (groups.length === 0 || groups.some((g) => g.length === 0)) return [];
    const sizes = groups.map((g) => g.reduce((s, p) => s + p.posting.size, 0));
    const d = sizes.indexOf(Math.min(...sizes));
    const lists = groups[d]!.map((p) => this.rankedOf(p.lexeme, p.posting));
    const rest = groups.filter((_, i) => i !== d).map((g) => g.map((p) => p.posting));
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
        for (const p of group) w = Math.max(w, p.get(head.id) ?? 0);
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
