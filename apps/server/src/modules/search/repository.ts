import { sql } from 'drizzle-orm';
import type { ProductSort } from '@electrohub/shared/storefront';
import type { DbOrTx } from '../../db/client.ts';
import { products, searchWords } from '../../db/schema/index.ts';
import { cardSelectSql, sortOrder, type ProductCardRow } from '../catalog/repository.ts';

/** Known words a typed word may be the start of ("wirel" → "wireless"), shortest first. */
const COMPLETIONS = 4;
/** Known words that may stand in for a misspelt one ("hedphones" → "headphones"). */
const ALTERNATIVES = 2;
/** Trigram similarity a known word needs to stand in for a misspelt one. */
const MIN_SIMILARITY = 0.3;

/** Matches of every word examined for the name tier (bounds the work for a word common in descriptions). */
const SCAN_LIMIT = 300;

const VISIBLE = sql.raw(`"products"."status" in ('Active', 'OutOfStock')`);

/** A query word and the known words it stands for (itself included). */
export type WordSpelling = { word: string; terms: string[] };

/**
 * Looks the query words up in the search dictionary (`search_words`: every word of product names, brands and
 * categories). A word stands for itself plus the known words it starts ("wireles" → "wireless", so words being
 * typed match); a word that starts no known word is misspelt and stands for its nearest known words by trigram
 * similarity ("hedphones" → "headphones"). Numbers stand for themselves. Terms hold letters and digits only.
 */
export async function spellWords(db: DbOrTx, words: string[]): Promise<WordSpelling[]> {
  const result = await db.execute<{ word: string; completions: string[] | null; alternatives: string[] | null }>(sql`
    select q.w as word, c.completions,
      case when c.completions is null and q.w !~ '^[0-9]+$' then (
        select array_agg(s.word order by s.sim desc, s.word) from (
          select sw.word, similarity(sw.word, q.w) as sim from ${searchWords} sw
          where sw.word % q.w and similarity(sw.word, q.w) >= ${MIN_SIMILARITY}
          order by sim desc, sw.word limit ${ALTERNATIVES}) s)
      end as alternatives
    from unnest(string_to_array(${words.join(' ')}::text, ' ')) with ordinality as q(w, ord)
    cross join lateral (
      select array_agg(p.word order by length(p.word), p.word) as completions from (
        select sw.word from ${searchWords} sw where q.w !~ '^[0-9]+$' and sw.word like q.w || '%'
        order by length(sw.word), sw.word limit ${COMPLETIONS}) p
    ) c
    order by q.ord`);
  return result.rows.map((r) => ({ word: r.word, terms: [...new Set([r.word, ...(r.completions ?? []), ...(r.alternatives ?? [])])] }));
}

/** A word's terms for a tsquery: `(hedphones | headphones)` (exact lexemes after stemming). */
const group = (w: WordSpelling) => `(${w.terms.join(' | ')})`;
/** Every word (each as one of its terms), or any word. */
export const allWordsQuery = (ws: WordSpelling[]) => ws.map(group).join(' & ');
export const anyWordQuery = (ws: WordSpelling[]) => ws.map(group).join(' | ');

/**
 * Relevance-ranked candidates in one statement (DECISIONS.md 'Listing, search, ranking'). Up to SCAN_LIMIT public
 * products matching every word anywhere are read; among them those holding every word in name, brand or category
 * (weights A, B) form tier 2, the first `pool` others tier 1; only when those are fewer than needed, products
 * matching any word form tier 0. Rank: tier, then full-text rank (name weighs most), then rating, then id. The
 * tsqueries are parameters, so the planner sees them (an early-stopping scan for a common word, a GIN bitmap
 * for a rare one); the work is bounded however common the words are.
 */
export async function searchByRelevance(
  db: DbOrTx,
  ws: WordSpelling[],
  opts: { limit: number; offset: number; pool: number },
): Promise<ProductCardRow[]> {
  const { limit, offset, pool } = opts;
  const all = allWordsQuery(ws);
  const inName = ws.map((w) => `(${w.terms.map((t) => `${t}:AB`).join(' | ')})`).join(' & ');
  const qAll = sql`to_tsquery('english', ${all})`;
  const qAny = sql`to_tsquery('english', ${anyWordQuery(ws)})`;
  const need = offset + limit;
  const result = await db.execute<ProductCardRow>(sql`
    with c1 as (select id, search_vector from ${products} where ${VISIBLE} and "products"."search_vector" @@ ${qAll} limit ${SCAN_LIMIT}),
    c2 as (select id from c1 where search_vector @@ to_tsquery('english', ${inName}) limit ${pool}),
    c12 as (select id, 2 as tier from c2 union all (select id, 1 as tier from c1 limit ${pool})),
    c0 as (select id, 0 as tier from ${products}
           where (select count(distinct id) from c12) < ${need} and ${VISIBLE} and "products"."search_vector" @@ ${qAny} limit ${pool}),
    cand as (select id, max(tier) as tier from (select * from c12 union all select * from c0) u group by id)
    select ${cardSelectSql} from cand join ${products} on "products"."id" = cand.id
    order by cand.tier + ts_rank("products"."search_vector", ${qAny}) desc, "products"."rating_avg_x100" desc, "products"."id"
    limit ${limit} offset ${offset}`);
  return result.rows;
}

/** Every public product matching the tsquery, in a list sort's order (the /search page's select). */
export async function searchSorted(
  db: DbOrTx,
  tsquery: string,
  opts: { sort: Exclude<ProductSort, 'default'>; limit: number; offset: number },
): Promise<ProductCardRow[]> {
  const result = await db.execute<ProductCardRow>(sql`
    select ${cardSelectSql} from ${products}
    where ${VISIBLE} and "products"."search_vector" @@ to_tsquery('english', ${tsquery})
    order by ${sql.join(sortOrder(opts.sort), sql`, `)}
    limit ${opts.limit} offset ${opts.offset}`);
  return result.rows;
}
