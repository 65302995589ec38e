import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/get-session';
import { call } from '@/lib/api';

/** Query keys of the wishlist: every wishlist query sits under `['wishlist']`. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  products: ['wishlist', 'products'] as const,
  ids: ['wishlist', 'ids'] as const,
};

/** GET /api/user/wishlist → the wishlisted products. */
export function getWishlist(signal?: AbortSignal) {
  return call('GET /api/user/wishlist', { signal });
}

export const wishlistQueryOptions = () =>
  queryOptions({
    queryKey: wishlistKeys.products,
    queryFn: ({ signal }) => getWishlist(signal),
    meta: { scope: 'account' },
  });

export function useWishlist() {
  const { status } = useSession();
  return useQuery({ ...wishlistQueryOptions(), enabled: status === 'buyer' });
}
