import { SEARCH_MIN_CHARS, type ProductCard, type SearchQuery } from '@electrohub/shared/catalog';
import type { DbOrTx } from '../../db/client.ts';
import { toCard } from '../catalog/service.ts';
import * as repo from './repository.ts';

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** The words of a query: letters and digits only (so they are safe inside a tsquery), lower-cased. */
export function queryWords(query: string): string[] {
  const words = query.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_WORDS).map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/** Ranked search (spec 1 §5: fewer than 2 characters answers nothing). */
export async function search(db: DbOrTx, q: SearchQuery): Promise<ProductCard[]> {
  const words = queryWords(q.query);
  const text = words.join(' ');
  if (text.length < SEARCH_MIN_CHARS) return [];
  const rows = await repo.searchProducts(db, { words, text, sort: q.sort, limit: q.limit, offset: (q.page - 1) * q.limit });
  return rows.map(toCard);
}
