import { useMutation } from '@tanstack/react-query';
import { ADD_TO_CART_QUANTITY, CART_MESSAGES } from '@electrohub/shared/cart-constants';
import { useSession } from '@/lib/auth/get-session';
import { call, errorMessage } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { cartKeys } from './get-cart';

/** POST /api/user/cart/add/{productId} with `{ quantity: '1' }`. */
export function addToCart({
  productId,
  quantity = ADD_TO_CART_QUANTITY,
}: {
  productId: number;
  quantity?: number;
}) {
  return call('POST /api/user/cart/add/:productId', {
    params: { productId },
    body: { quantity: String(quantity) },
  });
}

export function useAddToCart() {
  return useMutation({
    mutationFn: addToCart,
    meta: { scope: 'account' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/**
 * Add to Cart for buttons anywhere: signed-out visitors are asked to log in ('Please login to add items to
 * cart'); success and failure are toasted. Resolves with whether the product was added.
 */
export function useAddToCartAction() {
  const { status } = useSession();
  const mutation = useAddToCart();
  return {
    isPending: mutation.isPending,
    add: async (productId: number, quantity?: number): Promise<boolean> => {
      if (status !== 'buyer') {
        toast.info(CART_MESSAGES.loginRequired);
        return false;
      }
      try {
        const answer = await mutation.mutateAsync({ productId, quantity });
        toast.success(answer.message);
        return true;
      } catch (error) {
        toast.error(errorMessage(error));
        return false;
      }
    },
  };
}
