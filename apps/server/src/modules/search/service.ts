import type { FacetsAnswer, FacetsQuery, ProductCard, SearchQuery } from '@electrohub/shared/catalog';
import { OFFER_FILTER_MINS, RATING_FILTER_MINS, SEARCH_MIN_CHARS } from '@electrohub/shared/storefront';
import { toRupees } from '@electrohub/shared/pricing';
import type { DbOrTx } from '../../db/client.ts';
import { Memo } from '../../lib/memo.ts';
import { itemTags, PUBLIC_TAGS } from '../catalog/changes.ts';
import {
  cardsByIds,
  filterCounts,
  filtersKey,
  filterTags,
  toCard,
  toFilters,
  type ProductCardRow,
} from '../catalog/service.ts';
import * as repo from './repository.ts';
import { titleIndexFor } from './title-sync.ts';

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** Candidates per relevance tier: enough for the page asked, bounded so a common word stays cheap. */
const POOL_MIN = 30;
const POOL_MAX = 600;

/** The words of a query: letters and digits only (so they are safe inside a tsquery), lower-cased. */
export function queryWords(query: string): string[] {
  const words =
    query
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_WORDS).map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/**
 * The dictionary changes only when products are added or renamed, and shoppers repeat words a lot: a word's
 * spellings are reused for SPELL_TTL_MS per process (at most SPELL_CACHE_MAX words). A word added to the catalog
 * meanwhile is still found as typed; only its typo corrections wait for the next lookup.
 */
const SPELL_TTL_MS = 60_000;
const SPELL_CACHE_MAX = 10_000;
type Spelt = { at: number; terms: string[]; lexemes: string[] };
const spellCache = new WeakMap<object, Map<string, Spelt>>();

async function spell(db: DbOrTx, words: string[], now = Date.now()): Promise<repo.WordSpelling[]> {
  let cache = spellCache.get(db);
  if (!cache) spellCache.set(db, (cache = new Map<string, Spelt>()));
  const known = new Map<string, repo.WordSpelling>();
  for (const w of words) {
    const hit = cache.get(w);
    if (hit && now - hit.at < SPELL_TTL_MS) known.set(w, { word: w, terms: hit.terms, lexemes: hit.lexemes });
  }
  const missing = [...new Set(words.filter((w) => !known.has(w)))];
  if (missing.length > 0) {
    for (const s of await repo.spellWords(db, missing)) {
      known.set(s.word, s);
      cache.delete(s.word);
      cache.set(s.word, { at: now, terms: s.terms, lexemes: s.lexemes });
    }
    // Oldest first in a Map: trim from the front.
    for (const key of cache.keys()) {
      if (cache.size <= SPELL_CACHE_MAX) break;
      cache.delete(key);
    }
  }
  return words.map((word) => known.get(word) ?? { word, terms: [word], lexemes: [] });
}

/**
 * Answers reused per process: the header dropdown asks again on every pause in typing, and shoppers type the same
 * words. An answer lives `ttlMs` (CATALOG_CACHE_SECONDS) unless a product change forgets it first (any product's
 * edit may change which products match and their order: tag `search`; a listed product's status: its item tag);
 * at most 2,000 answers are kept, the least recently used dropped first; one question asked by many at once is one search.
 */
const answers = new Memo<ProductCard[]>({ ttlMs: 0, max: 2_000, shared: true });

/**
 * Ranked, typo-tolerant search in two round trips: the words' spellings from the dictionary, then the
 * products (fewer than 2 characters answers nothing). A repeated question within `ttlMs` is answered
 * from memory.
 */
export async function search(
  db: DbOrTx,
  q: SearchQuery,
  ttlMs = 0,
  now = Date.now(),
): Promise<ProductCard[]> {
  const words = queryWords(q.query);
  if (words.join(' ').length < SEARCH_MIN_CHARS) return [];
  const filters = toFilters(q);
  const key = `${q.sort}|${q.page}|${q.limit}|${words.join(' ')}|${filtersKey(filters)}`;
  const load = filters
    ? () => searchFiltered(db, words, q, filters)
    : () => searchWords(db, words, q, ttlMs, now);
  return answers.get(db, key, load, {
    ttlMs,
    now,
    tags: (cards) => [PUBLIC_TAGS.search, ...filterTags(filters), ...itemTags(cards)],
  });
}

/**
 * The products a search stands for when it is filtered or counted (docs/decisions/041-catalog-filters.md): those
 * holding every word (or one of its spellings) anywhere, or, when none does, any word — the /search page's sorted
 * list. The tsquery of that set.
 */
async function searchSet(db: DbOrTx, words: string[]): Promise<string> {
  const spelt = await spell(db, words);
  const all = repo.allWordsQuery(spelt);
  if (spelt.length === 1) return all;
  const some = await repo.searchSorted(db, all, { sort: 'newest', limit: 1, offset: 0 });
  return some.length > 0 ? all : repo.anyWordQuery(spelt);
}

/** A filtered search: the products of its set that the filters select, in the sort asked (default: relevance). */
async function searchFiltered(
  db: DbOrTx,
  words: string[],
  q: SearchQuery,
  filters: NonNullable<ReturnType<typeof toFilters>>,
): Promise<ProductCard[]> {
  const tsquery = await searchSet(db, words);
  const rows = await repo.searchSorted(db, tsquery, {
    sort: q.sort,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
    filters,
  });
  return rows.map(toCard);
}

const NO_FACETS: FacetsAnswer = {
  total: 0,
  brands: [],
  price: { min: 0, max: 0 },
  ratings: RATING_FILTER_MINS.map((min) => ({ min, count: 0 })),
  offers: OFFER_FILTER_MINS.map((min) => ({ min, count: 0 })),
  inStock: 0,
};

/** Filter counts, remembered like the lists they count (tags: the list's, `availability`). */
const facetAnswers = new Memo<FacetsAnswer>({ ttlMs: 0, max: 2_000, shared: true });

/**
 * The filter panel's counts over a category, a search (`query`) or every public product, with `q`'s filters
 * (docs/decisions/041-catalog-filters.md). A query of fewer than SEARCH_MIN_CHARS characters counts nothing, as
 * search answers nothing for it.
 */
export async function facets(db: DbOrTx, q: FacetsQuery, ttlMs = 0, now = Date.now()): Promise<FacetsAnswer> {
  const words = q.query === undefined ? null : queryWords(q.query);
  if (words && words.join(' ').length < SEARCH_MIN_CHARS) return NO_FACETS;
  const filters = toFilters(q);
  const key = `${q.category ?? ''}|${words?.join(' ') ?? ''}|${filtersKey(filters)}`;
  const tags = facetsTags(q);
  return facetAnswers.get(
    db,
    key,
    async () => {
      const row = await filterCounts(
        db,
        {
          category: q.category,
          search: words ? { words: words.join(' '), tsquery: () => searchSet(db, words) } : undefined,
        },
        filters,
        ttlMs,
        now,
      );
      return {
        total: row.total,
        brands: row.brands,
        price: { min: toRupees(row.minPaise ?? 0), max: toRupees(row.maxPaise ?? 0) },
        ratings: RATING_FILTER_MINS.map((min, i) => ({ min, count: row.ratings[i] ?? 0 })),
        offers: OFFER_FILTER_MINS.map((min, i) => ({ min, count: row.offers[i] ?? 0 })),
        inStock: row.inStock,
      };
    },
    { ttlMs, now, tags: () => tags },
  );
}

/**
 * What a facets answer shows (decision 029): its list (a category's, every product's, a search's) and every
 * product's availability (the "in stock" counts; a page rendered with the answer leaves that out,
 * catalog/page-reads.ts).
 */
export function facetsTags(
  q: Pick<FacetsQuery, 'category' | 'query'>,
  opts: { availability: boolean } = { availability: true },
): string[] {
  return [
    ...(q.query !== undefined ? [PUBLIC_TAGS.search] : []),
    q.category !== undefined ? PUBLIC_TAGS.category(q.category) : PUBLIC_TAGS.allProducts,
    ...(opts.availability ? [PUBLIC_TAGS.availability] : []),
  ];
}

/**
 * The first relevance tier from the title index (title-sync.ts): when at least `offset + limit` products hold every
 * word in their titles, the page is theirs, ranked in memory, and only its cards are read from the database.
 * Null when the tier is short (the database's tiers 1 and 0 fill the page) or when the index was behind the
 * database (a product on the page is gone or hidden).
 */
async function fromTitles(
  db: DbOrTx,
  spelt: repo.WordSpelling[],
  offset: number,
  limit: number,
  ttlMs: number,
  now: number,
) {
  // A word with no lexeme (a stop word such as "the") matches everything, as in to_tsquery.
  const words = spelt.map((w) => w.lexemes).filter((l) => l.length > 0);
  if (words.length === 0) return null;
  const index = await titleIndexFor(db, ttlMs, now);
  const ids = index.rank(words, offset + limit);
  if (ids.length < offset + limit) return null;
  const pageIds = ids.slice(offset);
  const byId = new Map((await cardsByIds(db, pageIds)).map((r) => [r.id, r]));
  const rows = pageIds.map((id) => byId.get(id)).filter((r): r is ProductCardRow => r !== undefined);
  return rows.length === pageIds.length ? rows : null;
}

async function searchWords(
  db: DbOrTx,
  words: string[],
  q: SearchQuery,
  ttlMs: number,
  now: number,
): Promise<ProductCard[]> {
  const spelt = await spell(db, words);
  const offset = (q.page - 1) * q.limit;

  if (q.sort === 'default') {
    const titled = await fromTitles(db, spelt, offset, q.limit, ttlMs, now);
    if (titled) return titled.map(toCard);
    const pool = Math.min(POOL_MAX, Math.max(POOL_MIN, (offset + q.limit) * 2));
    const rows = await repo.searchByRelevance(db, spelt, { limit: q.limit, offset, pool });
    return rows.map(toCard);
  }

  // An explicit sort lists every product matching all words; when none does, any word.
  const paging = { sort: q.sort, limit: q.limit, offset };
  let rows = await repo.searchSorted(db, repo.allWordsQuery(spelt), paging);
  if (rows.length === 0 && spelt.length > 1) {
    const anyAll =
      offset === 0
        ? []
        : await repo.searchSorted(db, repo.allWordsQuery(spelt), { ...paging, limit: 1, offset: 0 });
    if (anyAll.length === 0) rows = await repo.searchSorted(db, repo.anyWordQuery(spelt), paging);
  }
  return rows.map(toCard);
}
