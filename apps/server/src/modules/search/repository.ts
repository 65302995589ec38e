import { sql } from 'drizzle-orm';
import type { ProductSort } from '@electrohub/shared/storefront';
import type { DbOrTx } from '../../db/client.ts';
import { visibleProductSql } from '../../db/visibility.ts';
import { products, searchWords } from '../../db/schema/index.ts';
import { cardSelectSql, sortOrder, type ProductCardRow } from '../catalog/repository/columns.ts';
import { filterSql, type ProductFilters } from '../catalog/repository/filters.ts';

/** Known words a typed word may be the start of ("wirel" → "wireless"), shortest first. */
const COMPLETIONS = 4;
/** Known words that may stand in for a misspelt one ("hedphones" → "headphones"). */
const ALTERNATIVES = 2;
/** Trigram similarity a known word needs to stand in for a misspelt one. */
const MIN_SIMILARITY = 0.3;

const VISIBLE = visibleProductSql();

/** A query word, the known words it stands for (itself included) and their full-text lexemes ('english'). */
export type WordSpelling = { word: string; terms: string[]; lexemes: string[] };

/**
 * Looks the query words up in the search dictionary (`search_words`: every word of product names, brands and
 * categories). A word stands for itself plus the known words it starts ("wireles" → "wireless", so words being
 * typed match); a word that starts no known word is misspelt and stands for its nearest known words by trigram
 * similarity ("hedphones" → "headphones"). Numbers stand for themselves. Terms hold letters and digits only.
 * Each word also comes with the lexemes of its terms, as PostgreSQL stems them (the title index matches those).
 */
export async function spellWords(db: DbOrTx, words: string[]): Promise<WordSpelling[]> {
  const result = await db.execute<{
    word: string;
    completions: string[] | null;
    alternatives: string[] | null;
    lexemes: string[];
  }>(sql`
    select s.word, s.completions, s.alternatives,
      (select coalesce(array_agg(distinct l), '{}') from
        unnest(array[s.word] || coalesce(s.completions, '{}') || coalesce(s.alternatives, '{}')) as t(term),
        unnest(tsvector_to_array(to_tsvector('english', t.term))) as l) as lexemes
    from (
      select q.w as word, q.ord, c.completions,
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
    ) s
    order by s.ord`);
  return result.rows.map((r) => ({
    word: r.word,
    terms: [...new Set([r.word, ...(r.completions ?? []), ...(r.alternatives ?? [])])],
    lexemes: r.lexemes,
  }));
}

/** A word's terms for a tsquery: `(hedphones | headphones)` (exact lexemes after stemming). */
const group = (w: WordSpelling) => `(${w.terms.join(' | ')})`;
/** Every word (each as one of its terms), or any word. */
export const allWordsQuery = (ws: WordSpelling[]) => ws.map(group).join(' & ');
export const anyWordQuery = (ws: WordSpelling[]) => ws.map(group).join(' | ');

/**
 * Relevance-ranked candidates in one statement (docs/decisions/005-storefront-listing-and-search.md). Tier 2: the first
 * `pool` public products holding every word in their title (name, brand or category: the small `title_vector`,
 * whose index stays cheap for words that are common in descriptions, like "inch"). Only when tier 2 is short of
 * the page asked: tier 1, products holding every word anywhere (description included), then tier 0, products
 * holding any word. Rank: tier, then the title's full-text rank (name weighs most), then rating, then id. The
 * work is bounded by `pool` however common the words are.
 */
export async function searchByRelevance(
  db: DbOrTx,
  ws: WordSpelling[],
  opts: { limit: number; offset: number; pool: number },
): Promise<ProductCardRow[]> {
  const { limit, offset, pool } = opts;
  const qAll = sql`to_tsquery('english', ${allWordsQuery(ws)})`;
  const qAny = sql`to_tsquery('english', ${anyWordQuery(ws)})`;
  const need = offset + limit;
  const result = await db.execute<ProductCardRow>(sql`
    with t as (select id, 2 as tier from ${products} where ${VISIBLE} and "products"."title_vector" @@ ${qAll} limit ${pool}),
    d as (select id, 1 as tier from ${products}
          where (select count(*) from t) < ${need} and ${VISIBLE} and "products"."search_vector" @@ ${qAll} limit ${pool}),
    a as (select id, 0 as tier from ${products}
          where (select count(*) from t) + (select count(*) from d) < ${need} and ${VISIBLE} and "products"."search_vector" @@ ${qAny}
          limit ${pool}),
    cand as (select id, max(tier) as tier from (select * from t union all select * from d union all select * from a) u group by id)
    select ${cardSelectSql} from cand join ${products} on "products"."id" = cand.id
    order by cand.tier + ts_rank("products"."title_vector", ${qAny}) desc, "products"."rating_avg_x100" desc, "products"."id"
    limit ${limit} offset ${offset}`);
  return result.rows;
}

/**
 * Every public product matching the tsquery (and `filters`), in a list sort's order (the /search page's select),
 * or, for `default`, by the title's full-text rank, then rating, then id (a filtered search lists exactly the
 * products its filter counts count: docs/decisions/041-catalog-filters.md).
 */
export async function searchSorted(
  db: DbOrTx,
  tsquery: string,
  opts: { sort: ProductSort; limit: number; offset: number; filters?: ProductFilters | null },
): Promise<ProductCardRow[]> {
  const q = sql`to_tsquery('english', ${tsquery})`;
  const filter = opts.filters ? filterSql(opts.filters) : undefined;
  const order =
    opts.sort === 'default'
      ? [
          sql`ts_rank("products"."title_vector", ${q}) desc`,
          sql`"products"."rating_avg_x100" desc`,
          sql`"products"."id"`,
        ]
      : sortOrder(opts.sort);
  const result = await db.execute<ProductCardRow>(sql`
    select ${cardSelectSql} from ${products}
    where ${VISIBLE} and "products"."search_vector" @@ ${q}${filter ? sql` and ${filter}` : sql``}
    order by ${sql.join(order, sql`, `)}
    limit ${opts.limit} offset ${opts.offset}`);
  return result.rows;
}

/** A product's title as the title index keeps it: `title_vector`'s text form, rating, whether it is public. */
export type TitleRow = { id: number; visible: boolean; rating: number; vector: string; updatedAtMs: number };

/**
 * The titles of the public products, `limit` of them after product `afterId` in id order (`sinceMs` null: the
 * build reads them page by page, so it never holds every row at once), or of every product changed after `sinceMs`
 * (epoch ms), public or not (the index takes the others out). `updated_at` is stamped by a trigger on every update.
 */
export async function titleRows(
  db: DbOrTx,
  sinceMs: number | null,
  page: { afterId: number; limit: number } = { afterId: 0, limit: 2_147_483_647 },
): Promise<TitleRow[]> {
  const where =
    sinceMs === null
      ? sql`${VISIBLE} and "products"."id" > ${page.afterId}`
      : sql`"products"."updated_at" > to_timestamp(${sinceMs / 1000})`;
  const result = await db.execute<TitleRow>(sql`
    select "products"."id", ${VISIBLE} as "visible", "products"."rating_avg_x100" as "rating",
      "products"."title_vector"::text as "vector", (extract(epoch from "products"."updated_at") * 1000)::float8 as "updatedAtMs"
    from ${products} where ${where}
    ${sinceMs === null ? sql`order by "products"."id" limit ${page.limit}` : sql``}`);
  return result.rows;
}
