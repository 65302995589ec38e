import type { PublicSeller, PublicUser } from '@electrohub/shared/auth';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
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

/**
 * The buyer or seller signed in on this browser, if any.
 *
 * While React hydrates a part of a server-rendered page, it is 'pending', whatever the browser knows by then: the
 * server renders every page for nobody, before any session is known (decision 037), and the parts of a page are
 * hydrated one after another, after the session may have answered (decision 056). Read as it is, the answer would
 * make a part render otherwise than the server did (a hydration error). React renders the part again at once if the
 * session is known by then.
 */
export function useSession() {
  const client = useQueryClient();
  // Asks for the session (once for every component, as any query) and keeps it fresh; read through the store below.
  const { refetch } = useQuery(sessionQueryOptions());
  const answer = useSyncExternalStore(useSessionSubscribe(client), () => sessionAnswer(client), noAnswer);
  const status: SessionStatus = !answer
    ? 'pending'
    : answer.user
      ? 'buyer'
      : answer.seller
        ? 'seller'
        : 'signed-out';
  const session = answer ?? SIGNED_OUT;
  return { status, user: session.user, seller: session.seller, refetch };
}

/**
 * Whether a buyer is signed in, for what each product card shows (the wishlist heart): false while the page
 * hydrates, as with useSession. A yes or no, so a visitor's cards never render again when the session answers
 * (decision 056). It asks for the session only when nothing has yet (the layouts around cards usually have, with
 * useSession), and watches no query: a card renders again only when the yes or no changes.
 */
export function useIsBuyer(): boolean {
  const client = useQueryClient();
  useEffect(() => {
    client.ensureQueryData(sessionQueryOptions()).catch(() => undefined);
  }, [client]);
  return useSyncExternalStore(
    useSessionSubscribe(client),
    () => Boolean(sessionAnswer(client)?.user),
    () => false,
  );
}

// Query keys are hashed as JSON (TanStack Query's default; the app's client sets no other).
const SESSION_HASH = JSON.stringify(sessionKeys.account);

/** The answer once there is one (the same object until it changes), else undefined. */
function sessionAnswer(client: QueryClient): Session | undefined {
  const state = client.getQueryCache().get<Session>(SESSION_HASH)?.state;
  return !state || state.status === 'pending' ? undefined : (state.data ?? SIGNED_OUT);
}

/** What the server rendered with: no answer. */
const noAnswer = () => undefined;

function useSessionSubscribe(client: QueryClient) {
  return useCallback(
    (onChange: () => void) =>
      client.getQueryCache().subscribe((event) => {
        // Its state changed (asked, answered, failed, set) or it was forgotten; not the events of its observers,
        // which come while components render.
        if (event.query.queryHash === SESSION_HASH && (event.type === 'updated' || event.type === 'removed'))
          onChange();
      }),
    [client],
  );
}
