import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyReviewsAnswer } from '@electrohub/shared/reviews';
import { useSession } from '@/features/auth/api/get-session';
import { api } from '@/lib/api';

export const reviewKeys = { mine: ['reviews', 'mine'] as const };

/** GET /api/user/products/review/reviews → the buyer's reviews (spec 2 §7). */
export function getMyReviews(signal?: AbortSignal) {
  return api<MyReviewsAnswer>('/api/user/products/review/reviews', { signal });
}

export const myReviewsQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.mine, queryFn: ({ signal }) => getMyReviews(signal), meta: { scope: 'account' } });

export function useMyReviews() {
  const { status } = useSession();
  return useQuery({ ...myReviewsQueryOptions(), enabled: status === 'buyer' });
}
