import { useMutation } from '@tanstack/react-query';
import { call, type ListPage } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { reviewKeys, type MyReview } from './get-my-reviews';

/** DELETE /api/user/products/review/{reviewId} → 'Review deleted successfully'. */
export function deleteReview(reviewId: number) {
  return call('DELETE /api/user/products/review/:reviewId', { params: { reviewId } });
}

export function useDeleteReview() {
  return useMutation({
    mutationFn: deleteReview,
    meta: { scope: 'account' },
    onSuccess: (_answer, reviewId) => {
      queryClient.setQueryData<ListPage<MyReview>>(reviewKeys.mine, (prev) =>
        prev ? { items: prev.items.filter((r) => r.id !== reviewId), total: prev.total - 1 } : prev,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.mine }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
  });
}
