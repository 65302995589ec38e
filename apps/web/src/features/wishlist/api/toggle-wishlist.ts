import { useMutation } from '@tanstack/react-query';
import { WISHLIST_MESSAGES } from '@electrohub/shared/storefront';
import type { Answer } from '@electrohub/shared/contract';
import { useIsBuyer } from '@/lib/auth/get-session';
import { call } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { wishlistKeys } from './get-wishlist';
import { useWishlistIds } from './get-wishlist-ids';

/** POST /api/user/wishlist/{productId}: toggles; answers the state after the call. */
export function toggleWishlist(productId: number) {
  return call('POST /api/user/wishlist/:productId', { params: { productId } });
}

type WishlistIdsAnswer = Answer<'GET /api/user/wishlist/wishlistproducts'>;
type WishlistAnswer = Answer<'GET /api/user/wishlist'>;

type Snapshot = { ids?: WishlistIdsAnswer; products?: WishlistAnswer };

/**
 * The optimistic toggle: the heart flips (and a removed product leaves the list) at once;
 * on failure both revert and 'Error updating wishlist' shows.
 */
export function useToggleWishlist() {
  return useMutation({
    mutationFn: toggleWishlist,
    meta: { scope: 'account' },
    onMutate: async (productId): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: wishlistKeys.all });
      const ids = queryClient.getQueryData<WishlistIdsAnswer>(wishlistKeys.ids);
      const products = queryClient.getQueryData<WishlistAnswer>(wishlistKeys.products);
      const wasOn =
        ids?.wishlist.includes(productId) ?? products?.products.some((p) => p.id === productId) ?? false;
      queryClient.setQueryData<WishlistIdsAnswer>(wishlistKeys.ids, {
        wishlist: wasOn
          ? (ids?.wishlist ?? []).filter((id) => id !== productId)
          : [productId, ...(ids?.wishlist ?? [])],
      });
      if (wasOn && products)
        queryClient.setQueryData<WishlistAnswer>(wishlistKeys.products, {
          products: products.products.filter((p) => p.id !== productId),
        });
      return { ids, products };
    },
    onError: (_error, _productId, snapshot) => {
      if (snapshot?.ids) queryClient.setQueryData(wishlistKeys.ids, snapshot.ids);
      else queryClient.removeQueries({ queryKey: wishlistKeys.ids, exact: true });
      if (snapshot?.products) queryClient.setQueryData(wishlistKeys.products, snapshot.products);
      toast.error(WISHLIST_MESSAGES.error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}

/**
 * Everything a heart button needs: whether a product is wishlisted and a toggle that asks signed-out
 * visitors to log in first ('Please login to add items to wishlist').
 */
export function useWishlistHeart() {
  // A yes or no (not the whole session), so a visitor's cards do not render again when the session answers.
  const buyer = useIsBuyer();
  const ids = useWishlistIds();
  const toggle = useToggleWishlist();
  return {
    isWishlisted: (productId: number) => buyer && (ids.data?.wishlist.includes(productId) ?? false),
    toggle: (productId: number) => {
      if (!buyer) {
        toast.info(WISHLIST_MESSAGES.loginRequired);
        return;
      }
      toggle.mutate(productId);
    },
  };
}
