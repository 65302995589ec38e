import { useMutation } from '@tanstack/react-query';
import type { ReviewInput } from '@electrohub/shared/reviews';
import { call } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { reviewKeys } from './get-my-reviews';

/** POST /api/user/products/{productId}/review `{ rating, content }` → 201 'Review added successfully'. */
export function createReview({ productId, ...body }: ReviewInput & { productId: number }) {
  return call('POST /api/user/products/:productId/review', { params: { productId }, body });
}

export function useCreateReview() {
  return useMutation({
    mutationFn: createReview,
    meta: { scope: 'account' },
    // The product page shows reviews and its rating; the order detail knows whether one exists.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.mine }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
