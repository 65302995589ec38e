import type { ProductCard, SearchQuery } from '@electrohub/shared/catalog';
import { SEARCH_MIN_CHARS } from '@electrohub/shared/storefront';
import type { DbOrTx } from '../../db/client.ts';
import { toCard } from '../catalog/service.ts';
import * as repo from './repository.ts';

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** Candidates per relevance tier: enough for the page asked, bounded so a common word stays cheap. */
const POOL_MIN = 60;
const POOL_MAX = 600;

/** The words of a query: letters and digits only (so they are safe inside a tsquery), lower-cased. */
export function queryWords(query: string): string[] {
  const words = query.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_WORDS).map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/**
 * Ranked, typo-tolerant search in two round trips: the words' spellings from the dictionary, then the
 * products (spec 1 §5: fewer than 2 characters answers nothing).
 */
export async function search(db: DbOrTx, q: SearchQuery): Promise<ProductCard[]> {
  const words = queryWords(q.query);
  if (words.join(' ').length < SEARCH_MIN_CHARS) return [];
  const spelt = await repo.spellWords(db, words);
  const offset = (q.page - 1) * q.limit;

  if (q.sort === 'default') {
    const pool = Math.min(POOL_MAX, Math.max(POOL_MIN, (offset + q.limit) * 2));
    const rows = await repo.searchByRelevance(db, spelt, { limit: q.limit, offset, pool });
    return rows.map(toCard);
  }

  // An explicit sort lists every product matching all words; when none does, any word.
  const paging = { sort: q.sort, limit: q.limit, offset };
  let rows = await repo.searchSorted(db, repo.allWordsQuery(spelt), paging);
  if (rows.length === 0 && spelt.length > 1) {
    const anyAll = offset === 0 ? [] : await repo.searchSorted(db, repo.allWordsQuery(spelt), { ...paging, limit: 1, offset: 0 });
    if (anyAll.length === 0) rows = await repo.searchSorted(db, repo.anyWordQuery(spelt), paging);
  }
  return rows.map(toCard);
}
