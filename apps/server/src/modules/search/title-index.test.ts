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
});
