import { useMutation } from '@tanstack/react-query';
import type { Answer } from '@electrohub/shared/contract';
import { call } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { cartKeys } from './get-cart';

/** PUT /api/user/cart/update/{cartItemId} `{ quantity }`. */
export function updateCartItem({ cartItemId, quantity }: { cartItemId: number; quantity: number }) {
  return call('PUT /api/user/cart/update/:cartItemId', { params: { cartItemId }, body: { quantity } });
}

type CartAnswer = Answer<'GET /api/user/cart'>;

/** The quantity changes on screen at once and returns to the server's value if the call fails. */
export function useUpdateCartItem() {
  return useMutation({
    mutationFn: updateCartItem,
    meta: { scope: 'account' },
    onMutate: async ({ cartItemId, quantity }) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      const previous = queryClient.getQueryData<CartAnswer>(cartKeys.all);
      if (previous)
        queryClient.setQueryData<CartAnswer>(cartKeys.all, {
          products: previous.products.map((p) => (p.cartItemId === cartItemId ? { ...p, quantity } : p)),
        });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(cartKeys.all, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
