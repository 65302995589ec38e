import { describe, expect, it } from 'vitest';
import { BRAND_OR_CATEGORY_WEIGHT, NAME_WEIGHT, parseTitleVector, TitleIndex } from './title-index.ts';

describe('parseTitleVector', () => {
  it("reads PostgreSQL's text form: a name position (A) wins over brand or category (B)", () => {
    const m = parseTitleVector(`'audio':6B 'headphon':3A 'sonic':1A,5B 'wi-fi':7 'it''s':8A`);
    expect([...m]).toEqual([
      ['audio', BRAND_OR_CATEGORY_WEIGHT],
      ['headphon', NAME_WEIGHT],
      ['sonic', NAME_WEIGHT],
      ['wi-fi', BRAND_OR_CATEGORY_WEIGHT],
      ["it's", NAME_WEIGHT],
    ]);
    expect(parseTitleVector('')).toEqual(new Map());
  });
});

describe('TitleIndex.rank', () => {
  const index = new TitleIndex();
  const add = (id: number, rating: number, title: string) =>
    index.upsert(id, rating, parseTitleVector(title));
  add(1, 300, `'sonic':1A 'wireless':2A 'headphon':3A 'audio':4B`);
  add(2, 450, `'studio':1A 'wire':2A 'headphon':3A 'audio':4B`);
  add(3, 500, `'sonic':1A 'earbud':2A 'wireless':5B 'headphon':6B`);
  add(4, 300, `'wireless':1A 'headphon':2A`);

  it('keeps products holding every word (any of its lexemes), best weight first, then rating, then id', () => {
    expect(index.rank([['wireless'], ['headphon']], 10)).toEqual([1, 4, 3]);
    expect(
      index.rank(
        [
          ['wireless', 'wire'],
          ['hedphon', 'headphon'],
        ],
        10,
      ),
    ).toEqual([2, 1, 4, 3]);
  });

  it('returns only the best `need`, fewer only when fewer match', () => {
    expect(index.rank([['headphon']], 2)).toEqual([2, 1]);
    expect(index.rank([['headphon']], 0)).toEqual([]);
    expect(index.rank([['sonic'], ['headphon']], 5)).toEqual([1, 3]);
  });

  it('stops early only when nothing left can enter the page', () => {
    const big = new TitleIndex();
    // 'cable' in the brand (4) of well-rated products first, in the name (10) of a poorly rated one last:
    // the name match still wins, and a second word found only further down still counts.
    for (let id = 1; id <= 50; id++) big.upsert(id, 500 - id, parseTitleVector(`'cabl':2B 'usb':1A`));
    big.upsert(99, 1, parseTitleVector(`'cabl':1A 'usb':2A`));
    big.upsert(98, 0, parseTitleVector(`'cabl':1A 'braid':2A`));
    expect(big.rank([['cabl']], 2)).toEqual([99, 98]);
    expect(big.rank([['cabl'], ['usb']], 3)).toEqual([99, 1, 2]);
    expect(big.rank([['usb'], ['cabl', 'braid']], 2)).toEqual([99, 1]);
    expect(big.rank([['braid'], ['cabl']], 5)).toEqual([98]);
  });

  it('finds nothing when a word has no known lexeme', () => {
    expect(index.rank([['wireless'], ['toaster']], 5)).toEqual([]);
    expect(index.rank([], 5)).toEqual([]);
  });

  it('replaces and removes products', () => {
    add(4, 300, `'toaster':1A`);
    expect(index.rank([['wireless'], ['headphon']], 10)).toEqual([1, 3]);
    expect(index.rank([['toaster']], 10)).toEqual([4]);
    index.remove(4);
    expect(index.rank([['toaster']], 10)).toEqual([]);
    expect(index.size).toBe(3);
  });

  it('ranks ids too large for 32-bit postings, and the same after compact (decision 050)', () => {
    const wide = new TitleIndex();
    const big = 200_000_000; // big * 16 is past 2^31: the postings widen to 64-bit
    wide.upsert(5, 100, parseTitleVector(`'cabl':1A`));
    wide.upsert(big, 400, parseTitleVector(`'cabl':1A 'usb':2B`));
    wide.upsert(7, 400, parseTitleVector(`'cabl':2B 'usb':1A`));
    expect(wide.rank([['cabl']], 5)).toEqual([big, 5, 7]);
    expect(wide.rank([['usb'], ['cabl']], 5)).toEqual([7, big]);
    wide.compact();
    expect(wide.rank([['cabl']], 5)).toEqual([big, 5, 7]);
    wide.remove(big);
    expect(wide.rank([['cabl']], 5)).toEqual([5, 7]);
    expect(wide.size).toBe(2);
    expect(wide.has(big)).toBe(false);
  });
});

describe('TitleIndex against a plain ranking', () => {
  // Every product holding every word (a word: any of its lexemes), by summed best weight, rating, id.
  function plain(
    products: Map<number, { rating: number; lexemes: Map<string, number> }>,
    words: string[][],
    need: number,
  ) {
    const hits: { id: number; score: number; rating: number }[] = [];
    for (const [id, p] of products) {
      let score = 0;
      for (const word of words) {
        const w = Math.max(0, ...word.map((l) => p.lexemes.get(l) ?? 0));
        if (w === 0) {
          score = 0;
          break;
        }
        score += w;
      }
      if (score > 0) hits.push({ id, score, rating: p.rating });
    }
    hits.sort((a, b) => b.score - a.score || b.rating - a.rating || a.id - b.id);
    return hits.slice(0, need).map((h) => h.id);
  }

  it('gives the same pages through upserts, replacements, removals and compaction', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const vocabulary = ['wireless', 'headphon', 'usb', 'cabl', 'sonic', 'phone', 'case', 'charger'];
    const index = new TitleIndex();
    const known = new Map<number, { rating: number; lexemes: Map<string, number> }>();
    const queries = [
      [['wireless']],
      [['usb'], ['cabl']],
      [['phone', 'case'], ['charger']],
      [['sonic'], ['headphon']],
    ];
    for (let round = 0; round < 6; round++) {
      for (let k = 0; k < 300; k++) {
        const id = 1 + Math.floor(random() * 400);
        if (random() < 0.15) {
          index.remove(id);
          known.delete(id);
          continue;
        }
        const lexemes = new Map<string, number>();
        for (const l of vocabulary)
          if (random() < 0.3) lexemes.set(l, random() < 0.5 ? NAME_WEIGHT : BRAND_OR_CATEGORY_WEIGHT);
        const rating = Math.floor(random() * 5) * 100;
        index.upsert(id, rating, lexemes);
        known.set(id, { rating, lexemes });
      }
      if (round % 2 === 1) index.compact();
      expect(index.size).toBe(known.size);
      for (const q of queries)
        for (const need of [1, 5, 40]) expect(index.rank(q, need)).toEqual(plain(known, q, need));
    }
  });
});
