import { useMutation } from '@tanstack/react-query';
import type { ReviewInput } from '@electrohub/shared/reviews';
import { call } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { reviewKeys } from './get-my-reviews';

/** PATCH /api/user/products/review/{reviewId} `{ rating, content }` → 'Review Updated successfully'. */
export function updateReview({ reviewId, ...body }: ReviewInput & { reviewId: number }) {
  return call('PATCH /api/user/products/review/:reviewId', { params: { reviewId }, body });
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
