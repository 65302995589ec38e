import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowAfter, timestampText } from '../../db/keyset.ts';
import { orderItems, orders, productImages, products, reviews, users } from '../../db/schema/index.ts';

/** Lock the product row: reviews of one product are written one at a time, so its rating stays exact. */
export async function lockProduct(tx: DbOrTx, productId: number) {
  const [row] = await tx
    .select({ id: products.id, sellerId: products.sellerId, categoryName: products.categoryName })
    .from(products)
    .where(eq(products.id, productId))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Whether the buyer has a Delivered (or later Returned) item of the product: only then may they review it. */
export async function hasReceived(db: DbOrTx, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.productId, productId),
        inArray(orderItems.status, ['Delivered', 'Returned']),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function findReviewOf(db: DbOrTx, userId: number, productId: number) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
    .limit(1);
  return row ?? null;
}

export async function findReview(db: DbOrTx, id: number) {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  return row ?? null;
}

export async function insertReview(
  tx: DbOrTx,
  values: { userId: number; productId: number; rating: number; content: string; now: Date },
) {
  const [row] = await tx
    .insert(reviews)
    .values({
      userId: values.userId,
      productId: values.productId,
      rating: values.rating,
      content: values.content,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: reviews.id });
  return row!.id;
}

export async function updateReview(
  tx: DbOrTx,
  id: number,
  values: { rating: number; content: string; now: Date },
): Promise<void> {
  await tx
    .update(reviews)
    .set({ rating: values.rating, content: values.content, updatedAt: values.now })
    .where(eq(reviews.id, id));
}

export async function deleteReview(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(reviews).where(eq(reviews.id, id));
}

/** Recompute the product's stored rating (average × 100, rounded) and count from its reviews. */
export async function refreshRating(tx: DbOrTx, productId: number): Promise<void> {
  await tx
    .update(products)
    .set({
      ratingAvg: sql`coalesce((select round(avg(${reviews.rating}) * 100)::integer from ${reviews} where ${reviews.productId} = ${productId}), 0)`,
      ratingCount: sql`(select count(*)::integer from ${reviews} where ${reviews.productId} = ${productId})`,
    })
    .where(eq(products.id, productId));
}

/** `refreshRating` for several products at once (a buyer who leaves takes their reviews along). */
export async function refreshRatings(db: DbOrTx, productIds: number[]): Promise<void> {
  await db
    .update(products)
    .set({
      ratingAvg: sql`coalesce((select round(avg(${reviews.rating}) * 100)::integer from ${reviews} where ${reviews.productId} = ${products.id}), 0)`,
      ratingCount: sql`(select count(*)::integer from ${reviews} where ${reviews.productId} = ${products.id})`,
    })
    .where(inArray(products.id, productIds));
}

const reviewSelection = {
  id: reviews.id,
  rating: reviews.rating,
  content: reviews.content,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  productId: reviews.productId,
  productName: products.name,
  productImages: sql<
    { url: string }[]
  >`coalesce((select json_agg(json_build_object('url', ${productImages.url}) order by ${productImages.position}, ${productImages.id}) from ${productImages} where ${productImages.productId} = ${products.id}), '[]'::json)`,
  userName: users.name,
  userPfp: users.pfp,
};

export type ReviewRow = {
  id: number;
  rating: number;
  content: string;
  createdAt: Date;
  updatedAt: Date;
  productId: number;
  productName: string;
  productImages: { url: string }[];
  userName: string;
  userPfp: string | null;
};

/** A page of the buyer's reviews, newest first: by offset, or after a cursor's (createdAt, id) (reviews_user_created_idx). */
export async function reviewsOfUser(
  db: DbOrTx,
  userId: number,
  limit: number,
  at: { offset: number } | { after: readonly [string, number] },
): Promise<(ReviewRow & { createdKey: string })[]> {
  const after =
    'after' in at
      ? rowAfter([reviews.createdAt, reviews.id], '<', [sql`${at.after[0]}::timestamptz`, at.after[1]])
      : undefined;
  return db
    .select({ ...reviewSelection, createdKey: timestampText(reviews.createdAt) })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.userId, userId), after))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset('offset' in at ? at.offset : 0);
}

export async function countReviewsOfUser(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.userId, userId));
  return row?.n ?? 0;
}

export async function reviewById(db: DbOrTx, id: number): Promise<ReviewRow | null> {
  const [row] = await db
    .select(reviewSelection)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row ?? null;
}

/** Reviews of a product with the reviewer's name and picture, newest first (at most `limit` when given). */
export async function reviewsWithNames(db: DbOrTx, productId: number, limit?: number) {
  const q = db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      content: reviews.content,
      createdAt: reviews.createdAt,
      userName: users.name,
      userPfp: users.pfp,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return limit === undefined ? q : q.limit(limit);
}
