import { useMutation } from '@tanstack/react-query';
import type { Answer } from '@electrohub/shared/contract';
import { call } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { cartKeys } from './get-cart';

/** DELETE /api/user/cart/remove/{cartItemId}. */
export function removeCartItem(cartItemId: number) {
  return call('DELETE /api/user/cart/remove/:cartItemId', { params: { cartItemId } });
}

type CartAnswer = Answer<'GET /api/user/cart'>;

/** The line leaves the list at once and comes back if the call fails. */
export function useRemoveCartItem() {
  return useMutation({
    mutationFn: removeCartItem,
    meta: { scope: 'account' },
    onMutate: async (cartItemId) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      const previous = queryClient.getQueryData<CartAnswer>(cartKeys.all);
      if (previous)
        queryClient.setQueryData<CartAnswer>(cartKeys.all, {
          products: previous.products.filter((p) => p.cartItemId !== cartItemId),
        });
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(cartKeys.all, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
