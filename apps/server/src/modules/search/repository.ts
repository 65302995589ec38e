import { and, asc, desc, or, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@electrohub/shared/catalog';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { cardColumns, sortOrder, visible, type ProductCardRow } from '../catalog/repository.ts';

/**
 * Ranked, typo-tolerant product search in one statement:
 * - full text: every word as a prefix (`wirel:*`) against the weighted `search_vector` (name A, brand and
 *   category B, description C) — finds words being typed and word forms;
 * - trigrams: `query <% search_text` (word similarity ≥ 0.6 against name, brand and category) — finds typos
 *   such as "wireles hedphones".
 * Both predicates use their GIN index (bitmap OR). Relevance = full-text rank (any word) + word similarity.
 */
export async function searchProducts(
  db: DbOrTx,
  opts: { words: string[]; text: string; sort: ProductSort; limit: number; offset: number },
): Promise<ProductCardRow[]> {
  const allWords = opts.words.map((w) => `${w}:*`).join(' & ');
  const anyWord = opts.words.map((w) => `${w}:*`).join(' | ');
  const tsAll = sql`to_tsquery('english', ${allWords})`;
  const tsAny = sql`to_tsquery('english', ${anyWord})`;
  const match = or(sql`${products.searchVector} @@ ${tsAll}`, sql`${opts.text} <% ${products.searchText}`);
  const score = sql`(ts_rank(${products.searchVector}, ${tsAny}) + word_similarity(${opts.text}, ${products.searchText}))`;
  const order: SQL[] = opts.sort === 'default' ? [desc(score), asc(products.id)] : sortOrder(opts.sort);
  return db
    .select(cardColumns)
    .from(products)
    .where(and(visible(), match))
    .orderBy(...order)
    .limit(opts.limit)
    .offset(opts.offset);
}
