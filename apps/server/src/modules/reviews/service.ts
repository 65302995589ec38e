import { REVIEW_MESSAGES, type MyReview, type ReviewInput } from '@electrohub/shared/reviews';
import type { ProductReview } from '@electrohub/shared/catalog';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { KeysetPageQuery } from '@electrohub/shared/contract/list-query';
import type { Page } from '../../lib/contract.ts';
import { createdKeys, decodeCursor, pageAfter } from '../../lib/cursor.ts';
import { productChanged } from '../catalog/changes.ts';
import * as repo from './repository.ts';

/**
 * A product's reviews as its detail shows them, newest first, with each writer's name and picture (the seller's
 * and the admin's product detail); at most `limit` when given.
 */
/** The stored ratings of these products, recomputed from their reviews (after a buyer's reviews went). */
export async function refreshRatings(db: DbOrTx, productIds: number[]): Promise<void> {
  if (productIds.length > 0) await repo.refreshRatings(db, productIds);
}

export async function productReviews(
  db: DbOrTx,
  productId: number,
  limit?: number,
): Promise<ProductReview[]> {
  const rows = await repo.reviewsWithNames(db, productId, limit);
  return rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    user: { name: r.userName, pfp: r.userPfp },
  }));
}

function toReview(r: repo.ReviewRow): MyReview {
  return {
    id: r.id,
    rating: r.rating,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    productId: r.productId,
    product: { id: r.productId, name: r.productName, images: r.productImages ?? [] },
    user: { name: r.userName, pfp: r.userPfp },
  };
}

const alreadyReviewed = () => new AppError('AlreadyReviewed', REVIEW_MESSAGES.alreadyReviewed, 409);

/** A unique violation on (user, product) means a concurrent request won the race. */
const isUniqueViolation = (err: unknown) => {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

/** A review changes its product's rating and newest reviews: its page and every list it is in (decision 029). */
const reviewed = (db: Db, product: { id: number; sellerId: number | null; categoryName: string } | null) => {
  if (product)
    productChanged(db, { id: product.id, sellerId: product.sellerId, categoryNames: [product.categoryName] });
};

/**
 * `POST /api/user/products/{productId}/review`: only after a Delivered (or Returned)
 * item of the product (403 NotPurchased), once per buyer and product (409 AlreadyReviewed). The product's
 * rating average and count are kept in the same transaction.
 */
export async function createReview(
  db: Db,
  userId: number,
  productId: number,
  input: ReviewInput,
  now: Date,
): Promise<MyReview> {
  let id: number;
  try {
    let product: Awaited<ReturnType<typeof repo.lockProduct>> = null;
    id = await db.transaction(async (tx) => {
      product = await repo.lockProduct(tx, productId);
      if (!product) throw notFound('Product not found');
      if (!(await repo.hasReceived(tx, userId, productId)))
        throw new AppError('NotPurchased', REVIEW_MESSAGES.notPurchased, 403);
      if (await repo.findReviewOf(tx, userId, productId)) throw alreadyReviewed();
      const created = await repo.insertReview(tx, {
        userId,
        productId,
        rating: input.rating,
        content: input.content,
        now,
      });
      await repo.refreshRating(tx, productId);
      return created;
    });
    reviewed(db, product);
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyReviewed();
    throw err;
  }
  return toReview((await repo.reviewById(db, id))!);
}

async function ownReview(tx: DbOrTx, userId: number, reviewId: number) {
  const review = await repo.findReview(tx, reviewId);
  if (!review) throw notFound('Review not found');
  if (review.userId !== userId) throw forbidden();
  return review;
}

/** `PATCH /api/user/products/review/{reviewId}`: own reviews only; the new rating and text replace the old. */
export async function editReview(
  db: Db,
  userId: number,
  reviewId: number,
  input: ReviewInput,
  now: Date,
): Promise<MyReview> {
  const product = await db.transaction(async (tx) => {
    const review = await ownReview(tx, userId, reviewId);
    const locked = await repo.lockProduct(tx, review.productId);
    await repo.updateReview(tx, reviewId, { rating: input.rating, content: input.content, now });
    await repo.refreshRating(tx, review.productId);
    return locked;
  });
  reviewed(db, product);
  return toReview((await repo.reviewById(db, reviewId))!);
}

/** `DELETE /api/user/products/review/{reviewId}`: own reviews only. */
export async function deleteReview(db: Db, userId: number, reviewId: number): Promise<void> {
  const product = await db.transaction(async (tx) => {
    const review = await ownReview(tx, userId, reviewId);
    const locked = await repo.lockProduct(tx, review.productId);
    await repo.deleteReview(tx, reviewId);
    await repo.refreshRating(tx, review.productId);
    return locked;
  });
  reviewed(db, product);
}

/** One page of the buyer's own reviews, newest first, and how many there are in all. */
export async function myReviews(db: DbOrTx, userId: number, q: KeysetPageQuery): Promise<Page<MyReview>> {
  const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor, 'my-reviews', createdKeys);
  const [read, total] = await Promise.all([
    repo.reviewsOfUser(
      db,
      userId,
      after ? q.limit + 1 : q.limit,
      after ? { after } : { offset: (q.page - 1) * q.limit },
    ),
    repo.countReviewsOfUser(db, userId),
  ]);
  const { rows, ...paging } = pageAfter(read, {
    ...q,
    total,
    byCursor: Boolean(after),
    list: 'my-reviews',
    keysOf: (r) => [r.createdKey, r.id],
  });
  return { rows: rows.map(toReview), total, page: q.page, limit: q.limit, ...paging };
}
