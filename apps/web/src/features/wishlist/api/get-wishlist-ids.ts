import { queryOptions, useQuery } from '@tanstack/react-query';
import { useIsBuyer } from '@/lib/auth/get-session';
import { call } from '@/lib/api';
import { wishlistKeys } from './get-wishlist';

/** GET /api/user/wishlist/wishlistproducts → ids, for the hearts on cards and product pages. */
export function getWishlistIds(signal?: AbortSignal) {
  return call('GET /api/user/wishlist/wishlistproducts', { signal });
}

export const wishlistIdsQueryOptions = () =>
  queryOptions({
    queryKey: wishlistKeys.ids,
    queryFn: ({ signal }) => getWishlistIds(signal),
    meta: { scope: 'account' },
  });

/** The buyer's wishlisted ids (empty while signed out). */
export function useWishlistIds() {
  return useQuery({ ...wishlistIdsQueryOptions(), enabled: useIsBuyer() });
}
