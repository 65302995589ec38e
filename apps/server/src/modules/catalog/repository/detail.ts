/** A product's page (with its seller and newest reviews), the reviews of a page of list items, and related products. */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { perDatabase } from '../../../db/prepared.ts';
import { products, productStock, reviews, sellers, users } from '../../../db/schema/index.ts';
import { cardColumns, listItemColumns, P_ID, visible } from './columns.ts';

const P_SELLER_ID = sql.raw('"products"."seller_id"');

/** The product page query (the newest reviews, with the reviewer name and picture, in the same statement). */
function detailQuery(db: DbOrTx) {
  return db
    .select({
      ...cardColumns,
      description: products.description,
      brand: products.brand,
      details: products.details,
      stock: sql<number>`coalesce(${productStock.stock}, 0)`,
      seller: sql<{
        id: number;
        name: string;
        pfp: string | null;
      } | null>`(select json_build_object('id', s.id, 'name', s.name, 'pfp', s.pfp) from ${sellers} s where s.id = ${P_SELLER_ID})`,
      reviews: sql<
        {
          id: number;
          rating: number;
          content: string;
          createdAt: string;
          user: { name: string; pfp: string | null };
        }[]
      >`coalesce((select json_agg(r.obj order by r.created_at desc, r.id desc) from (select json_build_object('id', rv.id, 'rating', rv.rating, 'content', rv.content, 'createdAt', rv.created_at, 'user', json_build_object('name', u.name, 'pfp', u.pfp)) as obj, rv.created_at, rv.id from ${reviews} rv join ${users} u on u.id = rv.user_id where rv.product_id = ${P_ID} order by rv.created_at desc, rv.id desc limit ${sql.placeholder('reviewsLimit')}) r), '[]'::json)`,
    })
    .from(products)
    .leftJoin(productStock, eq(productStock.productId, products.id))
    .where(and(eq(products.id, sql.placeholder('id')), visible()))
    .limit(1)
    .prepare('storefront_product_detail');
}
const detailQueryOf = perDatabase(detailQuery);

/** A visible product with its seller and newest reviews (with reviewer name and picture): one prepared statement. */
export async function findVisibleProduct(db: DbOrTx, id: number, reviewsLimit: number) {
  const [row] = await detailQueryOf(db).execute({ id, reviewsLimit });
  return row ?? null;
}

export type ReviewRow = {
  productId: number;
  id: number;
  rating: number;
  content: string;
  /** A Date from the drivers; text when a driver leaves timestamps unparsed. */
  createdAt: Date | string;
  user: { name: string; pfp: string | null };
};

/**
 * The newest `perProduct` reviews of each of `productIds` (with the reviewer's name and picture), in one statement
 * for a whole page of products: one `reviews_product_idx` range read per product, newest first.
 */
export async function newestReviewsOf(
  db: DbOrTx,
  productIds: number[],
  perProduct: number,
): Promise<ReviewRow[]> {
  if (productIds.length === 0) return [];
  const result = await db.execute<ReviewRow>(sql`
    select p.id as "productId", r.id, r.rating, r.content, r.created_at as "createdAt",
      json_build_object('name', u.name, 'pfp', u.pfp) as "user"
    from unnest(${`{${productIds.join(',')}}`}::int[]) as p(id)
    cross join lateral (
      select rv.id, rv.rating, rv.content, rv.created_at, rv.user_id from ${reviews} rv
      where rv.product_id = p.id order by rv.created_at desc, rv.id desc limit ${perProduct}
    ) r
    join ${users} u on u.id = r.user_id
    order by p.id, r.created_at desc, r.id desc`);
  return result.rows;
}

/**
 * The rating of every review of some products (id and rating only, one index range per product), newest first per
 * product: list items carry them beyond their newest full reviews, so a client can count stars from `reviews`.
 */
export async function ratingsOf(
  db: DbOrTx,
  productIds: number[],
): Promise<{ productId: number; id: number; rating: number }[]> {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: reviews.productId, id: reviews.id, rating: reviews.rating })
    .from(reviews)
    .where(inArray(reviews.productId, productIds))
    .orderBy(asc(reviews.productId), desc(reviews.createdAt), desc(reviews.id));
}

/** A page of the public products of a category (best rated first), without `excludeId`, and how many there are. */
export async function listRelated(
  db: DbOrTx,
  category: string,
  opts: { excludeId: number | undefined; limit: number; offset: number },
) {
  const conds = [visible(), eq(products.categoryName, category)];
  if (opts.excludeId) conds.push(ne(products.id, opts.excludeId));
  const [rows, [counted]] = await Promise.all([
    db
      .select(listItemColumns)
      .from(products)
      .where(and(...conds))
      .orderBy(desc(products.ratingAvg), asc(products.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(...conds)),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
