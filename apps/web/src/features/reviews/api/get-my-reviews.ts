import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer } from '@electrohub/shared/contract';
import { useSession } from '@/lib/auth/get-session';
import { callList } from '@/lib/api';

export const reviewKeys = { mine: ['reviews', 'mine'] as const };

export type MyReview = Answer<'GET /api/user/products/review/reviews'>[number];

/**
 * GET /api/user/products/review/reviews → the buyer's reviews, a bare list; its first page is every
 * review up to the lists' 1,000-row default, the count from `X-Total-Count`.
 */
export function getMyReviews(signal?: AbortSignal) {
  return callList('GET /api/user/products/review/reviews', { signal });
}

export const myReviewsQueryOptions = () =>
  queryOptions({
    queryKey: reviewKeys.mine,
    queryFn: ({ signal }) => getMyReviews(signal),
    meta: { scope: 'account' },
  });

export function useMyReviews() {
  const { status } = useSession();
  return useQuery({ ...myReviewsQueryOptions(), enabled: status === 'buyer' });
}
