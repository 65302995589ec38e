import { z } from 'zod';
import { idParam } from './ids.ts';
import { NUL_MESSAGE, withoutNul } from './text.ts';

/**
 * The buyer's reviews (integer
 * rating 1–5, content 5–2000 characters). Only a buyer with a delivered (or returned) item of the product may
 * review it, once.
 */

export const REVIEW_MESSAGES = {
  ratingRequired: 'Rating is required',
  ratingWhole: 'Rating must be a whole number of stars from 1 to 5',
  ratingMax: 'Rating must be at most 5',
  contentMin: 'Review must be at least 5 characters',
  contentMax: 'Review must be at most 2000 characters',
  added: 'Review added successfully',
  // The original client capitalised it this way.
  updated: 'Review Updated successfully',
  deleted: 'Review deleted successfully',
  notPurchased: 'You can review a product only after it has been delivered to you',
  alreadyReviewed: 'You have already reviewed this product; edit your review instead',
  noReviewsTitle: 'No Reviews Yet',
  noReviewsText: 'Be the first to share your thoughts!',
} as const;

export const REVIEW_CONTENT_MIN = 5;
export const REVIEW_CONTENT_MAX = 2000;

/** Create and edit body: `{ rating, content }`. */
export const reviewInput = z
  .object({
    rating: z
      .number(REVIEW_MESSAGES.ratingRequired)
      .int(REVIEW_MESSAGES.ratingWhole)
      .min(1, REVIEW_MESSAGES.ratingRequired)
      .max(5, REVIEW_MESSAGES.ratingMax),
    content: z
      .string(REVIEW_MESSAGES.contentMin)
      .trim()
      .min(REVIEW_CONTENT_MIN, REVIEW_MESSAGES.contentMin)
      .max(REVIEW_CONTENT_MAX, REVIEW_MESSAGES.contentMax)
      .refine(withoutNul, NUL_MESSAGE),
  })
  .strict();
export type ReviewInput = z.infer<typeof reviewInput>;

/** A review as the buyer sees it: id, rating, content, createdAt, product, user. */
export const myReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  productId: z.number().int(),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    images: z.array(z.object({ url: z.string() })),
  }),
  user: z.object({ name: z.string(), pfp: z.string().nullable() }),
});
export type MyReview = z.infer<typeof myReviewSchema>;

export const reviewChangeAnswer = z.object({ message: z.string(), review: myReviewSchema });
export type ReviewChangeAnswer = z.infer<typeof reviewChangeAnswer>;

/** `GET /api/user/products/review/reviews`: the buyer's own reviews, newest first (a bare, paged list). */
export const myReviewsAnswer = z.array(myReviewSchema);
export type MyReviewsAnswer = z.infer<typeof myReviewsAnswer>;

export const reviewIdParams = z.object({ reviewId: idParam });

/** A rating as 'n.0/5'. */
export const formatRating = (rating: number): string => `${rating.toFixed(1)}/5`;
