import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/get-session';
import { call } from '@/lib/api';

export const cartKeys = { all: ['cart'] as const };

/** GET /api/user/cart → `{ products: [{ ...product, quantity, cartItemId }] }`. */
export function getCart(signal?: AbortSignal) {
  return call('GET /api/user/cart', { signal });
}

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.all,
    queryFn: ({ signal }) => getCart(signal),
    meta: { scope: 'account' },
  });

export function useCart() {
  const { status } = useSession();
  return useQuery({ ...cartQueryOptions(), enabled: status === 'buyer' });
}
