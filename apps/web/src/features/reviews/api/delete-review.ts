import { useMutation } from '@tanstack/react-query';
import type { MyReviewsAnswer } from '@electrohub/shared/reviews';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { reviewKeys } from './get-my-reviews';

/** DELETE /api/user/products/review/{reviewId} → 'Review deleted successfully' (spec 2 §7). */
export function deleteReview(reviewId: number) {
  return api<{ message: string }>(`/api/user/products/review/${reviewId}`, { method: 'DELETE' });
}

export function useDeleteReview() {
  return useMutation({
    mutationFn: deleteReview,
    meta: { scope: 'account' },
    onSuccess: (_answer, reviewId) => {
      queryClient.setQueryData<MyReviewsAnswer>(reviewKeys.mine, (prev) =>
        prev ? { reviews: prev.reviews.filter((r) => r.id !== reviewId) } : prev,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.mine }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
  });
}
