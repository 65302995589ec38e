import { useMutation } from '@tanstack/react-query';
import type { ReviewChangeAnswer, ReviewInput } from '@electrohub/shared/reviews';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { reviewKeys } from './get-my-reviews';

/** PATCH /api/user/products/review/{reviewId} `{ rating, content }` → 'Review Updated successfully'. */
export function updateReview({ reviewId, ...body }: ReviewInput & { reviewId: number }) {
  return api<ReviewChangeAnswer>(`/api/user/products/review/${reviewId}`, { method: 'PATCH', body });
}

export function useUpdateReview() {
  return useMutation({
    mutationFn: updateReview,
    meta: { scope: 'account' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.mine }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
