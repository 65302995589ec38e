import type { PublicSeller, PublicUser } from '@electrohub/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api';
import { sessionKeys } from '@/lib/query-client';

export type SessionUser = PublicUser;
export type SessionSeller = PublicSeller;

/** Buyer and seller share one session cookie: at most one of them is set. */
export type Session = { user: SessionUser | null; seller: SessionSeller | null };

/**
 * GET /api/auth/user-data and /api/auth/seller-data answer 200 either way; any failure (401, 404 from a server
 * without them, network) means "not signed in".
 */
const signedOut = () => null;

/** GET /api/auth/user-data and GET /api/auth/seller-data, in parallel. */
export async function getSession(signal: AbortSignal): Promise<Session> {
  const [userData, sellerData] = await Promise.all([
    call('GET /api/auth/user-data', { signal, sessionProbe: true }).catch(signedOut),
    call('GET /api/auth/seller-data', { signal, sessionProbe: true }).catch(signedOut),
  ]);
  return {
    user: userData?.authorized && userData.user ? userData.user : null,
    seller: sellerData?.authorized && sellerData.seller ? sellerData.seller : null,
  };
}

export const SIGNED_OUT: Session = { user: null, seller: null };

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.account,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
    retry: false,
  });

export type SessionStatus = 'pending' | 'signed-out' | 'buyer' | 'seller';

/** The buyer or seller signed in on this browser, if any. */
export function useSession() {
  const query = useQuery(sessionQueryOptions());
  const session = query.data ?? SIGNED_OUT;
  const status: SessionStatus = query.isPending
    ? 'pending'
    : session.user
      ? 'buyer'
      : session.seller
        ? 'seller'
        : 'signed-out';
  return { status, user: session.user, seller: session.seller, refetch: query.refetch };
}
