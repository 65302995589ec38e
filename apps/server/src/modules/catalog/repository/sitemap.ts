/** The sitemap's reads: keyset over the id indexes, so each file is one index range. */
import { and, asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { categories, products, sellers } from '../../../db/schema/index.ts';
import { visible } from './columns.ts';

/**
 * The table a sitemap file lists: public products (`products_visible_id_idx`) or approved sellers (primary key; a
 * pending or suspended seller's page lists no products, so it is left out like them — decision 049).
 */
export type SitemapKind = 'products' | 'sellers';

/** A seller whose page is public: approved (not pending, not suspended). */
const approvedSeller = () => sql`${sellers.status} = 'approved'`;

/**
 * The first id of each file of `perFile` rows: one index-only pass over the ids (no row is read), remembered by
 * the caller. File n lists the ids from its first id up to the next file's first.
 */
export async function sitemapFileStarts(db: DbOrTx, kind: SitemapKind, perFile: number): Promise<number[]> {
  const source =
    kind === 'products'
      ? sql`select id, row_number() over (order by id) - 1 as n from ${products} where ${visible()}`
      : sql`select id, row_number() over (order by id) - 1 as n from ${sellers} where ${approvedSeller()}`;
  const result = await db.execute<{ id: number }>(
    sql`select id from (${source}) t where n % ${perFile} = 0 order by id`,
  );
  return result.rows.map((r) => Number(r.id));
}

/** At most `limit` ids (public products or sellers) from `from` (inclusive) to `to` (exclusive), with their last change. */
export async function sitemapRange(
  db: DbOrTx,
  kind: SitemapKind,
  from: number,
  to: number | null,
  limit: number,
) {
  const table = kind === 'products' ? products : sellers;
  const conds = [sql`${table.id} >= ${from}`];
  if (to !== null) conds.push(sql`${table.id} < ${to}`);
  conds.push(kind === 'products' ? visible() : approvedSeller());
  return db
    .select({ id: table.id, updatedAt: table.updatedAt })
    .from(table)
    .where(and(...conds))
    .orderBy(asc(table.id))
    .limit(limit);
}

/** Every category (the sitemap's pages file), at most `limit`. */
export async function sitemapCategories(db: DbOrTx, limit: number) {
  return db.select({ name: categories.name }).from(categories).orderBy(asc(categories.id)).limit(limit);
}
